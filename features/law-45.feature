# language: zh-CN
功能: 第45条 牌张的打出
  依1999年《桥牌竞赛规则》第45条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-45D
  场景: 明手自行打出庄家未指明的牌张：收回
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C4}
      - {finding: "yes", law: 45D}
      """
    那么裁决引用45D
    而且当前牌墩为 西C6
    而且下一位行动者为北

  @ref-45E1
  场景: 防家在一墩中多打一张大牌：成为大罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, play: CJ}
      """
    那么裁决引用45E1
    而且东有大罚张CJ

  @ref-45E1
  场景: 防家因疏忽多打一张小牌：成为小罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: HT}
      - {seat: E, play: H8}
      - {finding: "yes", law: 45E}
      """
    那么裁决引用45E1
    而且东有小罚张H8

  @ref-45E2
  场景: 庄家在一墩中多打一张牌：不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: N, play: C3}
      """
    那么裁决引用45E2
    而且不判罚
    而且当前牌墩为 西C6 北C2

  @ref-45C4b
  场景: 庄家疏忽指定错误牌张并立即改正：不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: N, play: C3, replaces: true}
      - {finding: "yes", law: 45C4b}
      """
    那么裁决引用45C4b
    而且裁决不引用47F
    而且当前牌墩为 西C6 北C3
