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

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-43B2c @text
  场景: 条文 B款2（c）明手首先指出防守方的违例——庄家拒绝越序引牌，该牌不成为罚张
    # 第43条C款：“如果明手违反了上述A款2的规定而首先指出防守方的违例，则不应给予判罚。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, lead: C7}
      - {seat: N, finding: "yes", law: 43B2c}
      - {seat: S, choose: decline}
      """
    那么裁决引用43B2c
    而且C7不是罚张
    而且没有罚张

  @ref-43B2a @text
  场景: 条文 B款2（a）任一防家指定庄家从某一方位引牌——指定被记录并执行
    # 第43条B款2（a）：“明手提示庄家不要从错误方位引牌，则（判罚）任一防家均可指定庄家从某一方位引牌。”
    # 记录写法 {seat: 防家, choose: {lead_from: 方位}} 是独立读者的提议（见 docs/text-scenarios.md）
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, finding: "yes", law: 43B2a}
      - {seat: E, choose: {lead_from: N}}
      - {seat: N, lead: C2}
      """
    那么裁决引用43B2a
    而且北的C2是当前牌墩中的牌
    而且记录被采用或被拒绝，不被忽略：事件11

  @ref-43B2b @ref-64A2 @text
  场景: 条文 B款2（b）没有记录替换的牌张——按改正后的牌墩计算结果
    # 第43条B款2（b）：“庄家必须换出正确的牌张，同时视同藏牌成立，应用第64条判罚。”
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
      - {seat: E, play: H8}
      - {seat: N, lead: HQ}
      - {seat: E, play: H9}
      - {seat: S, play: ST}
      - {seat: N, finding: "yes", law: 43B2b}
      - {seat: W, play: H6}
      - {seat: N, lead: S2}
      - {seat: E, play: S6}
      - {seat: S, play: SA}
      - {seat: W, play: D6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D8}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, lead: SJ}
      - {seat: W, play: D9}
      - {seat: N, play: S5}
      - {seat: E, play: S9}
      - {seat: S, lead: DK}
      - {seat: W, play: C7}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: H4}
      - {seat: W, play: H7}
      - {seat: N, play: HK}
      - {seat: E, play: HJ}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: ST}
      - {seat: W, play: C8}
      - {seat: S, lead: C5}
      - {seat: W, play: C9}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      - {seat: E, lead: HT}
      - {seat: S, play: CQ}
      - {seat: W, play: CT}
      - {seat: N, play: C3}
      - {seat: E, lead: C6}
      - {seat: S, play: CA}
      - {seat: W, play: CK}
      - {seat: N, play: C4}
      """
    那么裁决引用43B2b
    而且转给东西1墩
    而且打牌结束，庄家得10墩

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：43B2（a）（b）、43C
  @ref-43B2c @ref-64A2 @text
  场景: 条文 C款 明手违反A款2后首先指出防家已成立的藏牌——不判罚，不转移赢墩；由裁判判断防守方是否直接获益
    # 第43条C款（即B款2（c））：“如果明手违反了上述A款2的规定而首先指出防守方的违例，则不应给予判罚。如果防守方从他们的违规中直接获益，裁判为保持公正应判给双方调整分。”
    # 第二墩东持CJ6垫H8，西C7赢得藏牌墩，西引第三墩，藏牌成立；明手（已违反A款2）首先指出该藏牌。第64条A款2的转移是判罚，不应给予。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: C5}
      - {seat: W, play: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H9}
      - {seat: S, play: H2}
      - {seat: N, finding: "yes", law: 43B2c}
      - {seat: N, lead: S2}
      - {seat: E, play: S6}
      - {seat: S, play: SA}
      - {seat: W, play: D6}
      - {seat: S, claim: 9}
      """
    那么裁决引用43B2c
    而且没有转移赢墩
    而且需要裁判依43B2c作出判断
    而且打牌结束，庄家得12墩

  @ref-43B2c @ref-62B1 @text
  场景: 条文 C款 明手违反A款2后首先指出防家尚未成立的藏牌——东须改正，收回的H8不成为罚张
    # 第43条C款：“如果明手违反了上述A款2的规定而首先指出防守方的违例，则不应给予判罚。”第62条A款的改正不是判罚，仍须改正；
    # 第62条B款1“该牌张……成为罚张”是判罚，不应给予。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: C5}
      - {seat: W, play: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {seat: N, finding: "yes", law: 43B2c}
      - {seat: E, play: C6, replaces: true}
      """
    那么裁决引用43B2c
    而且东收回H8，改出C6，不判罚
    而且H8不是罚张
    而且没有罚张

  @ref-43B2a @text
  场景: 条文 B款2（a）“任一防家”——西（不是东）指定庄家从南手引牌，南引H2
    # 第43条B款2（a）：“明手提示庄家不要从错误方位引牌，则（判罚）任一防家均可指定庄家从某一方位引牌。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, finding: "yes", law: 43B2a}
      - {seat: W, choose: {lead_from: S}}
      - {seat: S, lead: H2}
      """
    那么裁决引用43B2a
    而且南的H2是当前牌墩中的牌
    而且下一位行动者为西

  @ref-43B2a @text
  场景: 条文 B款2（a）作出指定的是防家——庄家自己指定从哪一方位引牌，记录被拒绝
    # 第43条B款2（a）：“（判罚）任一防家均可指定庄家从某一方位引牌。”选择属于防家，不属于违规的一方。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, finding: "yes", law: 43B2a}
      - {seat: S, choose: {lead_from: N}}
      """
    那么记录被拒绝，错误指明事件11

  @ref-43B2a @ref-55 @text
  场景: 条文 B款2（a）防家指定从北手引牌后，庄家从南手引牌——从错误方位引牌（第55条）
    # 第43条B款2（a）：“任一防家均可指定庄家从某一方位引牌。”指定之后从另一方位引牌，即为从错误方位引牌（第55条：“庄家从其手中或明手越序引牌时”）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, finding: "yes", law: 43B2a}
      - {seat: E, choose: {lead_from: N}}
      - {seat: S, lead: H2}
      """
    那么裁决引用43B2a
    而且第55条的某款被引用

  @ref-43B2b @ref-64A1 @text
  场景: 条文 B款2（b）改正后庄家赢得藏牌墩——视同藏牌成立，按第64条A款1转移两墩，不按第62条B款2不判罚
    # 第43条B款2（b）：“如果由明手最先询问庄家的打牌是否构成藏牌，而庄家打出的这张牌确已违规，则庄家必须换出正确的牌张，同时视同藏牌成立，应用第64条判罚。”
    # 第二墩北引D2，南持DAK将吃ST，明手（已违反A款2）最先询问；南改出DA赢得该墩（违规者赢得藏牌墩），南北其后赢得其余牌墩：
    # 第64条A款1，转移藏牌墩及其后一墩。第62条B款2（“均可更换，不判罚”）是未成立藏牌的改正，这里藏牌“视同成立”，不适用。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: S, play: H2}
      - {seat: N, lead: D2}
      - {seat: E, play: DT}
      - {seat: S, play: ST}
      - {seat: N, finding: "yes", law: 43B2b}
      - {seat: S, play: DA, replaces: true}
      - {seat: W, play: D5}
      - {seat: S, claim: 11}
      """
    那么裁决引用43B2b
    而且裁决引用64A1
    而且裁决不引用62B2
    而且转给东西2墩
    而且打牌结束，庄家得11墩

  # ---- 独立读者（text13）----
  @ref-42B1 @ref-43B2b @ref-62B2 @text
  场景: 条文 第42条B款1 明手未违反A款2的限制而询问未跟牌的庄家——是明手的权利，庄家改正藏牌不判罚，藏牌不视同成立
    # 第42条B款1：“当庄家在某墩牌未能跟牌时，明手可以询问庄家引牌花色是否仍有牌张”；第43条B款2只在“明手有违反了上述A款2
    # 所列的限制后”适用；第62条B款2：“该牌张如是从庄家手中或明手……打出……均可更换，不判罚。”
    # 记录：{finding: "no", law: 43B2b} 表示裁判认定明手此前没有违反A款2的限制
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
      - {seat: E, play: H8}
      - {seat: N, lead: HQ}
      - {seat: E, play: H9}
      - {seat: S, play: C5}
      - {seat: N, finding: "no", law: 43B2b}
      - {seat: S, play: H3, replaces: true}
      """
    那么记录被接受
    而且裁决引用第62条B款2
    而且南收回C5，改出H3，不判罚
    而且没有转移赢墩
    而且当前牌墩为 北HQ 东H9 南H3

  # ---- 独立读者（text17）----
  # 第42条B款：“明手在不违背第43条明手的限制的规定下，有以下的权利：1.查询藏牌 当庄家在某墩牌未能跟牌时，明手可以询问庄家
  # 引牌花色是否仍有牌张（但不得询问防家）。”第43条A款1（b）：“在打牌过程中，明手不得指出违规。”B款1：“明手违反了上述A款1、2
  # 中的任何一种限制时，都应受到规则第90条的判罚。”读法：明手询问未跟牌的防家，既不是第42条B款1的权利，就是在打牌过程中指出
  # （可能的）违规，违反A款1（b），依B款1受第90条的程序性判罚。防家的藏牌照常改正：第43条C款的“不应给予判罚”只在明手先违反
  # 了A款2之后才适用，这里没有。
  @ref-42B1 @ref-43A1b @ref-43B1 @text
  场景: 条文 第42条B款1“但不得询问防家”——明手询问未跟梅花的东，违反A款1（b），依B款1受第90条的判罚
    # 第42条B款1：“明手可以询问庄家引牌花色是否仍有牌张（但不得询问防家）”；第43条B款1：“明手违反了上述A款1、2中的任何一种
    # 限制时，都应受到规则第90条的判罚。”条文要求：裁决指出明手的违规并引用第43条（B款1，第90条的程序性判罚）。
    # text17 读时系统（fix18 已改正）：只引用第61条B款（inquiry_not_given，无任何处理），不引用第43条，也不提第90条。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: C5}
      - {seat: W, play: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {seat: N, asks: E}
      """
    那么第43条的某款被引用

  @ref-42B1 @ref-43B2c @ref-62B1 @text
  场景: 条文 明手（未违反A款2）询问未跟牌的东后东改正藏牌——不适用第43条C款，收回的H8依第62条B款1成为重罚张
    # 第43条C款：“如果明手违反了上述A款2的规定而首先指出防守方的违例，则不应给予判罚。”明手此前没有违反A款2，C款不适用；
    # 第62条B款1：“该牌张如是从防家未暴露的手中打出的，成为罚张（参阅第50条）”；第50条B款：“审慎地打出的任何牌张（例如……
    # 改正藏牌等），即成为重罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: C5}
      - {seat: W, play: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {seat: N, asks: E}
      - {seat: E, play: C6, replaces: true}
      """
    那么裁决引用62B1
    而且裁决不引用43B2c
    而且东有大罚张H8

  @ref-43B2b @text
  场景: 条文 B款2（b）明手违反A款2后询问庄家，而庄家该花色确已缺门——“确已违规”不成立，不判罚，无藏牌
    # 第43条B款2（b）：“如果由明手最先询问庄家的打牌是否构成藏牌，而庄家打出的这张牌确已违规，则庄家必须换出正确的牌张，同时视同
    # 藏牌成立，应用第64条判罚。”南的方块已出完，垫C5合法：条件“确已违规”不成立，没有改正，也没有第64条的转移。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: DK}
      - {seat: W, play: D6}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: C5}
      - {seat: N, asks: S}
      - {finding: "yes", law: 43B2b}
      - {seat: W, play: D7}
      """
    那么裁决引用43B2b
    而且没有“藏牌”的违规
    而且没有转移赢墩
    而且没有罚张
    而且东西赢得1墩

  @ref-43A1c @ref-43B1 @text
  场景: 条文 A款1（c）明手叫庄家打出庄家手中的DA——明手参与打牌，依B款1受第90条的判罚；记录应能写下这一事实
    # 第43条A款1（c）：“明手不得参与打牌，也不得与庄家进行有关打牌的任何交流。”B款1：“……都应受到规则第90条的判罚。”
    # 记录写法 {seat: N, names_card: DA}（明手说出庄家手中的一张牌）是本读者的提议。条文要求：记录被接受，裁决引用第43条。
    # text17 读时系统（fix18 已改正）：记录被拒绝（第10项事件，names_card：“DA is in S's hand, not N's”），这一违规无从裁决。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: N, names_card: DA}
      """
    那么记录被接受
    而且第43条的某款被引用

  # ---- 独立读者（text18）：谁召请了裁判 ----
  # 第43条A款1（a）：“在打牌过程中，除非已有另一赛员指出违规，明手不得主动召请裁判。”要知道是不是明手召请的，记录的
  # 召请裁判须写出召请者：提议 {director: true, seat: N}（今天 director 事件只许 director 与 note 两个键，seat 被拒绝）。
  # 机械的：打牌中无人指出违规而明手召请裁判，即违反A款1（a），B款1：“明手违反了上述A款1、2中的任何一种限制时，都应
  # 受到规则第90条的判罚。”场景先说“记录被接受”（@text-fail）。

  @ref-43A1a @ref-43B1 @ref-90 @text
  场景: 条文 A款1（a）打牌中无人指出违规，明手北主动召请裁判——明手违反限制，依B款1受第90条的判罚
    # 第43条A款1（a）：“在打牌过程中，除非已有另一赛员指出违规，明手不得主动召请裁判。”B款1：“明手违反了上述A款1、2中
    # 的任何一种限制时，都应受到规则第90条的判罚。”
    # text-fail：提议的 {director: true, seat: N} 今天被拒绝。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {director: true, seat: N}
      """
    那么记录被接受
    而且裁决引用43A1a
    而且裁决引用43B1

  @ref-43A1a @ref-9B1b @text
  场景: 条文 A款1（a）庄家南召请裁判——不是明手的违规，不引用第43条A款
    # 第9条B款1（b）：“指出违规后，任一赛员，包括明手，均可召请裁判。”召请者是庄家，第43条A款1（a）无从适用。
    # text-fail：提议的 {director: true, seat: S} 今天被拒绝（写法实现后，这个场景应当通过）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {director: true, seat: S}
      """
    那么记录被接受
    而且裁决不引用43A1a
