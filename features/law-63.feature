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

  @ref-63A2
  场景: 违规方成员指明了下一墩要引出的牌张：藏牌成立
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
      - {seat: E, finding: "yes", law: 63A2}
      """
    那么裁决引用63A2
    而且处理包括revoke_established

  @ref-63B
  场景: 藏牌的指出为非法：藏牌者改出合法牌张，按藏牌成立处理
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
      - {seat: E, finding: "yes", law: 63B}
      - {seat: E, play: HT, replaces: true}
      """
    那么裁决引用63B
    而且处理包括correct_revoke
    而且东有大罚张S9

  @ref-63C
  场景: 藏牌成立后不得改正
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
      - {seat: E, play: HT, replaces: true}
      """
    那么裁决引用63C
    而且裁决不引用47F
    而且当前牌墩为 东CJ

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-63A1 @ref-63C @text
  场景: 条文 A款1 违规方过早引出下一墩的牌——藏牌成立，不得再改正
    # 第63条A款1：“当违规方或其同伴引出或打出了下一墩的牌张时（不论是否合法，藏牌成立）。”
    # 第63条C款：“藏牌一经成立，即不得再予改正”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: W, play: D6}
      - {seat: N, play: HA}
      - {seat: W, lead: C7}
      - {seat: W, play: H5, replaces: true}
      """
    那么发现藏牌
    而且裁决引用63A1
    而且西的H5不在当前牌墩中

  # ---- 独立读者依1999年条文所写的场景（issue 18）
  @ref-63A1 @ref-64A2 @text
  场景: 条文 A款1 违规者的同伴打出下一墩的牌——藏牌成立；违规方其后赢得一墩，打牌结束后转移一墩
    # 第63条A款1：“当违规方或其同伴引出或打出了下一墩的牌张时（不论是否合法，藏牌成立）。”
    # 第64条A款2：“违规者未赢得藏牌墩时，如果违规方羸得藏牌墩或任何藏牌以后的牌墩，（判罚）当打牌结束后，
    # 将一墩牌转给非违规方；并且，若违规者用其在藏牌时可合法打出的一个牌张，在藏牌以后赢墩时，该墩牌也须转给非违规方。”
    # 西在第2墩有红心却垫♦6（藏牌），北赢得该墩；东打出第3墩的牌，藏牌成立；西以♣K赢得第3墩
    # （♣K在藏牌时不可合法打出），东承认其余各墩，打牌结束：转一墩。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: W, play: D6}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: C5}
      - {seat: W, play: CK}
      - {seat: E, concede: 10}
      """
    那么发现藏牌
    而且裁决引用第63条A款1
    而且裁决引用第64条A款2
    而且转给南北1墩

  # ---- 第六位独立读者（text6）依1999年条文所写的场景
  @ref-63A1 @ref-62A @ref-62B1 @text
  场景: 条文 A款1 只有违规方对下一墩出牌才使藏牌成立——明手北引出下一墩后东仍须改正
    # 第63条A款1：“当违规方或其同伴引出或打出了下一墩的牌张时”；第62条A款：“藏牌未成立前，如果有赛员发现
    # 自己藏牌，则必须立即改正”；第62条B款1：“该牌张如是从防家未暴露的手中打出的，成为罚张”
    # 东在第2墩有红心却垫C6；北赢得该墩并引出第3墩的D3（非违规方），东随即改正为H8
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: C6}
      - {seat: N, lead: D3}
      - {seat: E, play: H8, replaces: true}
      """
    那么记录被接受
    而且裁决不引用63A1
    而且裁决引用62A
    而且东的C6为罚张

  @ref-63A3 @ref-64B1 @text
  场景: 条文 A款3 违规方默认庄家的声称——“默示了……承认”，藏牌成立
    # 第63条A款3：“当违规方任一成员用口说或摊牌的方式（或以任何其他方式）作出了或默示了他对所能赢得的
    # 牌墩数的声称或承认时”；第64条B款1：违规方既未赢得藏牌墩，亦未赢得藏牌以后的牌墩，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: C6}
      - {seat: S, claim: 11}
      - {finding: acquiesced, law: "69"}
      """
    那么发现藏牌
    而且裁决引用63A3
    而且没有转移赢墩
    而且庄家最终赢得13墩

  @ref-63B @ref-64A2 @text
  场景: 条文 B款 防家违规询问同伴后改正藏牌——仍按藏牌成立应用第64条，违规方其后赢得一墩，转移一墩
    # 第63条B款：“当违反了第61条B款时，藏牌者必须为合法牌张，并按藏牌成立应用第64条处罚。”
    # 第61条B款：“防家可以询问庄家，除地区桥牌组织另有规定外，不得询问其同伴。”
    # （记录不能显示询问本身；用已有的认定 {finding: "yes", law: 63B} 表示藏牌是违反第61条B款而被指出的）
    # 改正后东的C6为罚张，第3墩东打出C6，西以CK赢得该墩，西承认其余10墩
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: C6}
      - {seat: E, finding: "yes", law: 63B}
      - {seat: E, play: H8, replaces: true}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: C5}
      - {seat: W, play: CK}
      - {seat: W, concede: 10}
      """
    那么记录被接受
    而且裁决引用63B
    而且裁决引用64A2
    而且转给南北1墩
    而且庄家最终赢得13墩

  @ref-63A1 @ref-64B3 @ref-64C @ref-61A @text
  场景: 条文 A款1 明手藏牌，庄家方引出下一墩——藏牌成立，但明手的牌张造成的藏牌依第64条B款3不判罚
    # 第61条A款：“未按第44条的规定跟牌……均构成藏牌”；第63条A款1：“当违规方或其同伴引出或打出了下一墩的牌张时”；
    # 第64条B款3：“如果藏牌是未打出暴露在桌面上的任何牌张，或属于摊牌一家手的牌张所造成的，包括明手的牌张”，
    # 藏牌虽然成立，但不判罚；第64条C款：“包括所有不受判罚的藏牌”，裁判判断是否须判给调整分
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: C2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, claim: 11}
      - {finding: acquiesced, law: "69"}
      """
    那么记录被接受
    而且发现藏牌
    而且裁决引用63A1
    而且裁决引用64B3
    而且没有转移赢墩
    而且庄家最终赢得13墩
    而且需要裁判依64C作出判断

  # ---- verify4 缺陷6：第63条B款的两行说法互相矛盾
  # 读法：第63条B款“藏牌者必须为[换出]合法牌张，并按藏牌成立应用第64条处罚”（WBF 1997：“the offender must substitute a
  # legal card and the penalty provisions of Law 64 apply as if the revoke had been established”）——藏牌只是为第64条的
  # 处罚按成立处理，藏牌者仍须改正；第63条C款“即不得再予改正”不适用于此，裁决不得同时说“不得再改正”和“必须改正”。
  @ref-63B @ref-61B @text
  场景: 条文 B款 防家违反第61条B款询问同伴——藏牌按成立应用第64条处罚，藏牌者仍须改正，不说“不得再改正”
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
      - {seat: W, asks: E}
      - {seat: E, play: HT, replaces: true}
      """
    那么裁决引用63B
    而且中文裁决写明“按藏牌成立应用第64条处罚”
    而且中文裁决不写明“不得再改正”
    而且英文裁决写明“as if the revoke had been established”
    而且英文裁决不写明“may not be corrected”
