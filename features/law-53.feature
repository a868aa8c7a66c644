# language: zh-CN
功能: 第53条 越序引牌被接受
  依1999年《桥牌竞赛规则》第53条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-53 @ref-53A
  场景: 防家越序引牌，庄家接受
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, lead: H5}
      - {seat: S, choose: accept}
      """
    那么裁决引用53
    而且裁决引用53A
    而且当前牌墩为 西H5
    而且下一位行动者为北

  @ref-53C
  场景: 正确引牌者（庄家）随即引牌：越序引牌收回，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, lead: H5}
      - {seat: S, lead: H2}
      """
    那么裁决引用53C
    而且没有罚张
    而且当前牌墩为 南H2

  @ref-53B
  场景: 明手越序引牌后其上家（西家）打牌：越序引牌成立，应用第57条
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, lead: HA}
      - {seat: W, play: H5}
      """
    那么裁决引用53B
    而且处理包括accept_lead
    而且裁决引用57A
    而且当前牌墩为 北HA

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-53C @ref-16C2 @text
  场景: 条文 C款 紧接越序引牌后的正确引牌——对防家应用第16条C款2
    # 第53条C款：“该墩牌中已打出的所有错误牌张可收回，不判罚（对防家应用第16条C款2）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, lead: C8}
      - {seat: S, lead: H2}
      """
    那么裁决引用53C
    而且需要裁判依第16条作出非法信息的判断

  # ---- 第六位独立读者（text6）依1999年条文所写的场景
  @ref-53A @text
  场景: 条文 A款 只有对方可以接受越序引牌——违规者的同伴东表示接受，记录被拒绝
    # 第53条A款：“如果庄家或任一防家，接受对方的越序引牌（通过做出有意接受的表示）……”——接受的是“对方”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, lead: H7}
      - {seat: E, choose: accept}
      """
    那么记录被拒绝，错误指明事件11

  @ref-53A @text
  场景: 条文 A款 “庄家或任一防家”——明手北表示接受西的越序引牌，记录被拒绝
    # 第53条A款：“如果庄家或任一防家，接受对方的越序引牌（通过做出有意接受的表示）……”——明手不在其列
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, lead: H7}
      - {seat: N, choose: accept}
      """
    那么记录被拒绝，错误指明事件11

  # ---- 第九位独立读者（text11）：第16条C款——取消的打牌所传递的信息
  # 读法：第16条C款“非违规方在对方违规后的叫牌或打牌，或违规方违规的叫牌或打牌均可以取消，而以其他叫牌或打牌代替……
  # 2.违规方从其自己的取消行动和从非违规方的取消行动而得来的信息，都是非法的”（WBF 1997：“When a call or play has been
  # withdrawn as these laws provide”）。收回的牌张成为罚张（第50条）只管该牌张怎样打出；同伴从看到它得来的信息仍由
  # 第16条C款2约束（第53条C款“对防家应用第16条C款2”即此意）。没有收回的牌张（越序引牌被接受）则无第16条C款可言。

  @ref-53A @ref-16C2 @text
  场景: 条文 A款 庄家接受防家的越序引牌——没有收回的牌张，不需要裁判依第16条C款2判断
    # 第53条A款：“接受对方的越序引牌……均使该越序引牌变成正常引牌”；第16条C款只说“取消”的叫牌或打牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, lead: H7}
      - {seat: S, choose: accept}
      """
    那么不需要裁判依第16条C款2作出判断
