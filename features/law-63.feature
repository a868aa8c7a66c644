# language: zh-CN
功能: 第63条 藏牌的成立
  依1999年《桥牌竞赛规则》第63条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-63A1
  场景: 违规方对下一墩出牌：藏牌成立
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
      - {seat: E, lead: CJ}
      - {seat: S, play: CK}
      - {seat: W, play: C7}
      - {seat: N, play: C3}
      """
    那么裁决引用63A1

  @ref-63A3
  场景: 违规方声称：藏牌成立
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
      - {seat: E, concede: 9}
      """
    那么裁决引用63A3
