# language: zh-CN
功能: 第60条 不合法出牌后打牌
  依1999年《桥牌竞赛规则》第60条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-60A1
  场景: 非违规方接续打牌：处罚权丧失，越序引牌视同正常引牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      """
    那么裁决引用60A1
    而且当前牌墩为 西H5 北HA

  @ref-60A2 @ref-60A3
  场景: 越序引牌后对方接续打牌：视同依序出牌，原有罚张义务保留
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, expose: [D9]}
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      """
    那么裁决引用60A2
    而且裁决引用60A3
    而且处理包括penalty_retained
    而且西有大罚张D9
