# language: zh-CN
功能: 第47条 收回打出的牌张
  依1999年《桥牌竞赛规则》第47条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-47F
  场景: 牌张一经打出不得收回：防家另出的牌张成为罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, play: CJ, replaces: true}
      """
    那么裁决引用47F
    而且东有大罚张CJ
    而且当前牌墩为 西C6 北C2 东CQ

  @ref-47D @ref-62C1
  场景: 对方改正藏牌后，非违规方可收回接续打出的牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: S, lead: H2}
      - {seat: W, play: D5}
      - {seat: N, play: HA}
      - {seat: W, play: H5, replaces: true}
      - {seat: N, play: HK, replaces: true}
      """
    那么裁决引用62A
    而且裁决引用62B1
    而且裁决引用47D
    而且裁决引用62C1
    而且西有大罚张D5
    而且当前牌墩为 南H2 西H5 北HK
