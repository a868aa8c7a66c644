# language: zh-CN
功能: 第58条 同时引牌和打牌
  依1999年《桥牌竞赛规则》第58条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-58B2
  场景: 防家同时打出两张牌且均被看到：另一张成为大罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, expose: [CJ]}
      - {finding: "yes", law: 58B2}
      """
    那么裁决引用58B2
    而且裁决不引用49
    而且东有大罚张CJ

  @ref-58B3
  场景: 防家收回同时打出的可见牌张后，庄家可收回接续打出的牌张，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, expose: [CJ]}
      - {finding: "yes", law: 58B2}
      - {seat: S, play: CA}
      - {seat: S, play: C5, replaces: true}
      """
    那么裁决引用58B3
    而且裁决不引用47F
    而且不判罚
    而且东有大罚张CJ
    而且南北赢得0墩
    而且下一位行动者为东
