# language: zh-CN
功能: 第61条 未跟牌——有关藏牌的查询
  依1999年《桥牌竞赛规则》第61条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-61A
  场景: 能够跟牌而未跟牌：藏牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: HQ}
      - {seat: E, play: H9}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      - {seat: N, lead: HK}
      - {seat: E, play: S9}
      - {seat: S, play: H4}
      - {seat: W, play: H7}
      """
    那么裁决引用61A
    而且发现藏牌
