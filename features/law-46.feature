# language: zh-CN
功能: 第46条 对明手作了不完全或错误的打牌指示
  依1999年《桥牌竞赛规则》第46条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-46B1
  场景: 庄家说“大”：明手打出该花色最大的牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: S, designate: high}
      """
    那么裁决引用46B1
    而且当前牌墩为 西C6 北C4

  @ref-46B1
  场景: 庄家说“小”：明手打出该花色最小的牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: S, designate: low}
      """
    那么裁决引用46B1
    而且当前牌墩为 西C6 北C2

  @ref-46B2
  场景: 只说花色：打出该花色最小的牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: S, designate: C}
      """
    那么裁决引用46B2
    而且当前牌墩为 西C6 北C2

  @ref-46B3b
  场景: 只说牌点：明手打出引牌花色中该牌点的牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: S, designate: '3'}
      """
    那么裁决引用46B3b
    而且当前牌墩为 西C6 北C3

  @ref-46B3a
  场景: 明手引牌只说牌点：上一墩明手赢牌的花色
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
      - {seat: S, designate: Q}
      """
    那么裁决引用46B3a
    而且当前牌墩为 北HQ

  @ref-46B4
  场景: 明手没有庄家指定的牌张：指定无效，重新指定
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: S, designate: J}
      """
    那么裁决引用46B4
    而且当前牌墩为 西C6

  @ref-46B5
  场景: 庄家说“随便”：任一防家可指定明手的打牌，明手打出防家所指定的牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: S, designate: any}
      - {seat: N, play: C3}
      """
    那么裁决引用46B5
    而且当前牌墩为 西C6 北C3
