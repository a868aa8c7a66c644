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

  # ---- 第三次独立读者依1999年条文所写的场景（session 3 reader）
  # 西的CK是大罚张（第49条、第50条B款）。第三墩西跟梅花却出CT（第一次未打出罚张）；庄家未作选择前，西又引D9
  # （第二次：重罚张“必须于第一次合法机会打出，不论是引牌……”，第50条D款1）。
  # 第52条B款1（b）只有庄家或明手接续打牌才使庄家必须接受，西自己的下一张牌不算。但西引出下一墩的牌，
  # 第三墩的“未按规则……打出某牌张”（第61条A款，藏牌）即已成立（第63条A款1），“藏牌一经成立，即不得再予改正”
  # （第63条C款）：庄家对CT已不能要求以CK替代（第52条B款2），CT留在第三墩，CK仍为罚张（第52条B款1（c）），
  # 不转移赢墩（第64条B款3：未打出暴露在桌面上的牌张造成的藏牌），并有第64条C款的问题。
  # 因此第二次之后庄家只有一个选择——对D9：接受（第52条B款1（a））或要求以CK替代（第52条B款2，D9成为重罚张）；
  # 记录用现有写法 {seat: S, choose: accept|decline} 即可，它只能回答D9。不需要新的记录写法。
  @ref-52B1b @ref-52B2 @ref-63A1 @ref-64B3 @text
  场景: 条文 B款1（b）庄家选择前违规者再次未打出罚张——第一次已成为不得改正的藏牌；庄家拒绝第二次：以CK代替D9，D9成为重罚张
    # 第52条B款2：“庄家可要求该防家用该罚张替代非法引出或打出的牌张。而防家在存有罚张期间违规引出或打出的每一牌张，均成为重罚张。”
    # 第63条A款1：“当违规方或其同伴引出或打出了下一墩的牌张时（不论是否合法，藏牌成立）。”
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
      - {seat: S, choose: decline}
      """
    那么裁决引用52B2
    而且裁决引用63A1
    而且裁决引用64B3
    而且当前牌墩为 西CK
    而且西有大罚张D9
    而且东西赢得1墩
    而且没有转移赢墩

  @ref-52B1a @ref-52B1b @ref-52B1c @ref-63A1 @text
  场景: 条文 B款1（b）庄家选择前违规者再次未打出罚张——庄家接受第二次：D9作为引牌，CK仍为罚张
    # 第52条B款1（a）：“庄家可以接受该引出或打出的牌张。”B款1（c）：“如果打出的牌张已按上述（a）或（b）情况被接受，则未打出的罚张仍保持为罚张。”
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
      - {seat: S, choose: accept}
      """
    那么裁决引用52B1a
    而且裁决引用63A1
    而且当前牌墩为 西D9
    而且西有大罚张CK
    而且东西赢得1墩

  # ---- 第八位独立读者（text10）
  @ref-52B1a @text
  场景: 条文 B款1（a）接受所打牌张的是庄家——明手北表示接受，记录被拒绝
    # 第52条B款1（a）：“如果他引出或打出其他牌张，庄家可以接受该引出或打出的牌张”
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
      - {seat: N, choose: accept}
      """
    那么记录被拒绝，错误指明事件13

  @ref-52A @text
  场景: 条文 A款 西未打出罚张CK，自行收回CT改出CK——“他不能主动将所打出的其他牌张收回”，CT留在牌墩中，由庄家选择
    # 第52条A款：“当本防家未能按第50条及时引出或打出罚张，他不能主动将所打出的其他牌张收回。”；B款：由庄家接受或要求以罚张替代
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
      - {seat: W, play: CK, replaces: true}
      """
    那么裁决引用52A
    而且西的CT是当前牌墩中的牌
    而且西的CK不在当前牌墩中
    而且南可以选择接受或不接受
