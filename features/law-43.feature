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
