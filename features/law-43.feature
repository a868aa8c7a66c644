# language: zh-CN
功能: 第43条 明手的限制
  依1999年《桥牌竞赛规则》第43条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-43B2c
  场景: 明手违反限制后首先指出防守方违例：不判罚，由裁判判断
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, finding: "yes", law: 43B2c}
      """
    那么裁决引用43B2c
    而且需要裁判依43B2c作出判断

  @ref-43B2a
  场景: 明手提示庄家不要从错误方位引牌：任一防家可指定庄家从哪一方位引牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, finding: "yes", law: 43B2a}
      """
    那么裁决引用43B2a
    而且处理包括choose_leading_hand

  @ref-43B2b
  场景: 明手最先询问庄家是否藏牌且确已藏牌：庄家须改正，藏牌视同成立
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
      - {seat: S, play: C5}
      - {seat: N, finding: "yes", law: 43B2b}
      - {seat: S, play: H3, replaces: true}
      """
    那么裁决引用43B2b
    而且处理包括revoke_established
    而且当前牌墩为 北HQ 东H9 南H3
