# language: zh-CN
功能: 第52条 未能引出或打出罚张
  依1999年《桥牌竞赛规则》第52条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-52A @ref-52B
  场景: 应打出罚张时打出其他牌张：庄家可接受或要求换出罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      """
    那么裁决引用52A
    而且裁决引用52B
    而且南可以选择接受或不接受

  @ref-52B1a @ref-52B1c
  场景: 庄家接受所打牌张：未打出的罚张仍为罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: S, choose: accept}
      """
    那么裁决引用52B1a
    而且裁决引用52B1c
    而且西有大罚张CK

  @ref-52B1b
  场景: 庄家接续打牌：必须接受
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: N, play: C2}
      """
    那么裁决引用52B1b

  @ref-52B2
  场景: 庄家要求以罚张替代：所打牌张成为大罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: S, choose: decline}
      """
    那么裁决引用52B2
    而且西有大罚张CT
    而且当前牌墩为 南C5 西CK

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-52B1b @ref-52B2 @text
  场景: 条文 B款1（b）只有庄家或明手接续打牌才必须接受——违规方的下一次引牌不算
    # 第52条B款1（b）：“如果庄家从其手中或由明手接续打了牌，则必须接受此引出或打出的牌张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: C5}
      - {seat: W, play: CT}
      - {seat: W, lead: D9}
      """
    那么第52条的某款被引用
    而且裁决不引用52B1b
    而且南可以选择接受或不接受
