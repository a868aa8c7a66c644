# language: zh-CN
功能: 第62条 藏牌的改正
  依1999年《桥牌竞赛规则》第62条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-62A @ref-62B1
  场景: 防家在藏牌成立前改正：收回的牌张成为罚张
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
      - {seat: E, play: HT, replaces: true}
      """
    那么裁决引用62A
    而且裁决引用62B1
    而且东有大罚张S9
    而且当前牌墩为 北HK 东HT

  @ref-62B2
  场景: 明手藏牌改正：不判罚
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
      - {seat: N, play: D2}
      - {seat: N, play: HA, replaces: true}
      """
    那么裁决引用62B2
    而且不判罚

  @ref-62D1 @ref-64B6
  场景: 第十二墩的藏牌：必须改正，不转移赢墩
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
      - {seat: E, play: HT}
      - {seat: S, play: H4}
      - {seat: W, play: H7}
      - {seat: N, lead: C3}
      - {seat: E, play: CJ}
      - {seat: S, play: CK}
      - {seat: W, play: C7}
      - {seat: S, lead: SA}
      - {seat: W, play: D5}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D6}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D7}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: N, play: C4}
      - {seat: E, play: DT}
      - {seat: W, lead: C9}
      - {seat: N, play: D2}
      - {seat: E, play: HJ}
      - {seat: S, play: SJ}
      - {seat: S, lead: DA}
      - {seat: W, play: D8}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: DK}
      - {seat: W, play: D9}
      - {seat: N, play: D4}
      - {seat: E, play: S9}
      - {seat: E, lead: DQ}
      - {seat: S, play: ST}
      - {seat: W, play: C8}
      - {seat: N, play: S5}
      """
    那么裁决引用62D1
    而且裁决引用64B6
    而且没有转移赢墩
    而且南北赢得12墩

  @ref-62C2
  场景: 藏牌改正、非违规方收回接续打出的牌张后，违规者的同伴也收回：防家收回的牌张成为罚张
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
      - {seat: E, play: S9}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      - {seat: E, play: HJ, replaces: true}
      - {seat: S, play: H4, replaces: true}
      - {seat: W, play: H7, replaces: true}
      """
    那么裁决引用62C1
    而且裁决引用62C2
    而且东有大罚张S9
    而且西有大罚张H6
    而且南北赢得3墩

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-62B2 @text
  场景: 条文 B款2 防家用已暴露的牌张藏牌——改正时可更换，不判罚，引用B款2而非B款1
    # 第62条B款2：“该牌张如是从庄家手中或明手……打出，或防家已暴露的牌张，均可更换，不判罚。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {seat: S, lead: C5}
      - {seat: W, play: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {seat: E, play: C6, replaces: true}
      """
    那么裁决引用62B2
    而且裁决不引用62B1

  @ref-62C @ref-16C @text
  场景: 条文 C款 藏牌改正后违规方收回接续打出的牌——第16条C款非法信息
    # 第62条C款2：“如果他是防家，其收回的牌张，成为罚张（参阅第16条C款）。”
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
      - {seat: W, play: H5, replaces: true}
      - {seat: N, play: HK, replaces: true}
      - {seat: E, play: H9, replaces: true}
      """
    那么东有大罚张H8
    而且需要裁判依第16条作出非法信息的判断

  @ref-62D2 @text
  场景: 条文 D款2 第十二墩防家在同伴打牌前藏牌，同伴持有两种花色——由裁判判断同伴的选择
    # 第62条D款2：“在第十二墩，如果某防家在轮到其同伴打牌前藏牌，而其同伴又持有两种花色，（判罚）违规者的同伴不能选择有可能因看到藏牌而建议打出的牌张。”
    # 由规则修正者（fix-play-b）补写（独立读者因时间不够未写）：南引CQ，西持C7却垫H6，东尚未出牌且持DT、H9两种花色。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D6}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, play: DK}
      - {seat: S, lead: SJ}
      - {seat: W, play: D8}
      - {seat: N, play: S5}
      - {seat: E, play: S8}
      - {seat: S, lead: SA}
      - {seat: W, play: D5}
      - {seat: N, play: S4}
      - {seat: E, play: S6}
      - {seat: S, lead: SQ}
      - {seat: W, play: C9}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: CA}
      - {seat: W, play: CK}
      - {seat: N, play: C4}
      - {seat: E, play: C6}
      - {seat: S, lead: H3}
      - {seat: W, play: H5}
      - {seat: N, play: HQ}
      - {seat: E, play: H8}
      - {seat: N, lead: S2}
      - {seat: E, play: S9}
      - {seat: S, play: ST}
      - {seat: W, play: D9}
      - {seat: S, lead: C5}
      - {seat: W, play: C8}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: E, lead: HT}
      - {seat: S, play: H2}
      - {seat: W, play: H7}
      - {seat: N, play: HK}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: DA}
      - {seat: W, play: D7}
      - {seat: S, lead: SK}
      - {seat: W, play: CT}
      - {seat: N, play: HA}
      - {seat: E, play: HJ}
      - {seat: S, lead: CQ}
      - {seat: W, play: H6}
      """
    那么发现藏牌
    而且需要裁判依62D2作出判断，并列出各种答案及其后果

  # ---- 依1999年条文所写的场景（issue 18：违规者的同伴收回接续打出的牌张，题库的钥匙须与条文一致）
  @ref-62C2 @ref-62C1 @text
  场景: 条文 C款2 非违规方收回后违规者的同伴也收回——收回的牌张成为罚张，不是不判罚
    # 第62条C款2：“当非违规方收回接续打出的牌张后，违规方的赛员也可收回所接续打出的牌张。如果他是防家，其收回的牌张，成为罚张（参阅第16条C款）。”
    # 第62条C款1：“藏牌发生后至被发现前，非违规方任一赛员所打出的任何牌张均可收回，不判罚”
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
      - {seat: E, play: S9}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      - {seat: E, play: HJ, replaces: true}
      - {seat: S, play: H4, replaces: true}
      - {seat: W, play: H7, replaces: true}
      """
    那么裁决引用62C1
    而且裁决引用62C2
    而且西的H6为罚张
    而且西收回H6，改出H7，收回的牌张成为罚张
    而且东的S9为罚张


  # ---- 第三次独立读者依1999年条文所写的场景（session 3 reader）
  @ref-62D1 @ref-62D2 @ref-64B6 @text
  场景: 条文 D款2 第十二墩西在同伴之前藏牌，东持两种花色——打完十三墩后发现：改正，不转移赢墩，由裁判判断东的选择
    # 第62条D款1：“在第十二墩，藏牌即使已经成立，但在四手牌收回牌套前发现，必须改正。”
    # 第62条D款2：“在第十二墩，如果某防家在轮到其同伴打牌前藏牌，而其同伴又持有两种花色，（判罚）违规者的同伴不能选择有可能因看到藏牌而建议打出的牌张。”
    # 第64条B款6：第十二墩的藏牌不判罚（不转移赢墩）。
    # 第十二墩：南引C5，西持CT却垫D9（藏牌），北C4，东（无梅花，持HJ、DQ两种花色）垫HJ；第十三墩南ST赢。
    # 改正后西以CT赢第十二墩，第十三墩西只剩D9、南以ST将吃：庄家11墩（打出时为12墩）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D7}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D8}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: H5}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, lead: SJ}
      - {seat: W, play: C7}
      - {seat: N, play: S5}
      - {seat: E, play: S9}
      - {seat: S, lead: DK}
      - {seat: W, play: D6}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: H2}
      - {seat: W, play: H6}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: HK}
      - {seat: E, play: H9}
      - {seat: S, play: H3}
      - {seat: W, play: H7}
      - {seat: N, lead: HQ}
      - {seat: E, play: HT}
      - {seat: S, play: H4}
      - {seat: W, play: C8}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: CQ}
      - {seat: W, play: CK}
      - {seat: W, lead: C9}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: S, play: CA}
      - {seat: S, lead: C5}
      - {seat: W, play: D9}
      - {seat: N, play: C4}
      - {seat: E, play: HJ}
      - {seat: S, lead: ST}
      - {seat: W, play: CT}
      - {seat: N, play: D4}
      - {seat: E, play: DQ}
      """
    那么发现藏牌
    而且裁决引用62D1
    而且没有转移赢墩
    而且需要裁判依62D2作出判断，并列出各种答案及其后果
    而且打牌结束，庄家得11墩

  @ref-62D1 @ref-62D2 @ref-64B6 @text
  场景: 条文 D款2 不适用——第十二墩东在同伴西已出牌之后才藏牌：只改正，不需要第62条D款2的判断
    # 第62条D款2只适用于“某防家在轮到其同伴打牌前藏牌”；第62条D款1：“必须改正”；第64条B款6：不判罚。
    # 第十二墩：南引H4，西（无红心）垫CT，北HQ，东持HJ却垫DQ（藏牌）——同伴西已出牌。
    # 改正后东出HJ，北HQ仍赢；第十三墩东西仍赢一墩：庄家11墩（与打出时相同）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D7}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D8}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: H5}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, lead: SJ}
      - {seat: W, play: C7}
      - {seat: N, play: S5}
      - {seat: E, play: S9}
      - {seat: S, lead: DK}
      - {seat: W, play: D6}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: H2}
      - {seat: W, play: H6}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: HK}
      - {seat: E, play: H9}
      - {seat: S, play: H3}
      - {seat: W, play: H7}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: CQ}
      - {seat: W, play: CK}
      - {seat: W, lead: C8}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: S, play: CA}
      - {seat: S, lead: ST}
      - {seat: W, play: C9}
      - {seat: N, play: C4}
      - {seat: E, play: HT}
      - {seat: S, lead: H4}
      - {seat: W, play: CT}
      - {seat: N, play: HQ}
      - {seat: E, play: DQ}
      - {seat: N, lead: D4}
      - {seat: E, play: HJ}
      - {seat: S, play: C5}
      - {seat: W, play: D9}
      """
    那么发现藏牌
    而且裁决引用62D1
    而且没有转移赢墩
    而且不需要裁判依62D2作出判断
    而且打牌结束，庄家得11墩

  @ref-62A @ref-62B1 @text
  场景: 条文 A款 防家藏牌后、成立前召请裁判——裁决：必须改正，收回的牌张将成为罚张
    # 第62条A款：“藏牌未成立前，如果有赛员发现自己藏牌，则必须立即改正。”
    # 第62条B款1：“该牌张如是从防家未暴露的手中打出的，成为罚张（参阅第50条）。”
    # 第63条A款1：违规方尚未引出或打出下一墩的牌张，藏牌未成立。
    # 西首引C7，北C2，东持CJ6却垫H8（藏牌），随即召请裁判。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {director: true}
      """
    那么裁决引用62A
    而且处理包括correct_revoke
    而且裁决引用62B1
    而且东改正时收回的H8将成为大罚张
    而且裁决不引用63A1
    而且没有转移赢墩

  @ref-62A @ref-62B1 @text
  场景: 条文 A款 藏牌成立前召请裁判后东改正——收回的H8成为大罚张，改跟C6
    # 第62条B款：“为改正藏牌，违规者应收回其错打的牌张，并进行任何跟牌。”B款1：“……成为罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {director: true}
      - {seat: E, play: C6, replaces: true}
      """
    那么裁决引用62A
    而且裁决引用62B1
    而且东有大罚张H8
    而且当前牌墩为 西C7 北C2 东C6
    而且没有转移赢墩

  @ref-63A1 @ref-64A2 @ref-63C @text
  场景: 条文 A款 藏牌成立前召请裁判但未改正，西引下一墩——藏牌成立，打牌结束后转给南北1墩
    # 第63条A款1：“当违规方或其同伴引出或打出了下一墩的牌张时（不论是否合法，藏牌成立）。”
    # 第63条C款：“藏牌一经成立，即不得再予改正”。
    # 第64条A款2：“违规者未赢得藏牌墩时，如果违规方羸得藏牌墩……（判罚）当打牌结束后，将一墩牌转给非违规方”。
    # 西C7赢得藏牌墩（东未赢），西随后引D5。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {seat: S, play: C5}
      - {director: true}
      - {seat: W, lead: D5}
      """
    那么裁决引用63A1
    而且处理包括revoke_established
    而且裁决引用64A2
    而且转给南北1墩
    而且没有罚张
    而且打牌阶段

  @ref-62A @text
  场景: 条文 A款 不适用——藏牌已经成立后才召请裁判：不再改正，东的H8不是罚张
    # 第63条C款：“藏牌一经成立，即不得再予改正”；第62条A款只适用于“藏牌未成立前”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C7}
      - {seat: N, play: C2}
      - {seat: E, play: H8}
      - {seat: S, play: C5}
      - {seat: W, lead: D5}
      - {director: true}
      """
    那么裁决不引用62A
    而且裁决不引用62B1
    而且H8不是罚张
    而且裁决引用63A1
    而且转给南北1墩

  @ref-62A @text
  场景: 条文 A款 不适用——东跟出C6，没有藏牌：召请裁判不产生改正
    # 第61条A款：未按第44条的规定跟牌才构成藏牌；东跟了梅花。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C7}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {director: true}
      """
    那么未发现违规
    而且裁决不引用62A
    而且没有罚张
    而且没有转移赢墩

  # ---- 第九位独立读者（text11）：第16条C款——取消的打牌所传递的信息
  # 读法：第16条C款“非违规方在对方违规后的叫牌或打牌，或违规方违规的叫牌或打牌均可以取消，而以其他叫牌或打牌代替……
  # 2.违规方从其自己的取消行动和从非违规方的取消行动而得来的信息，都是非法的”（WBF 1997：“When a call or play has been
  # withdrawn as these laws provide”）。收回的牌张成为罚张（第50条）只管该牌张怎样打出；同伴从看到它得来的信息仍由
  # 第16条C款2约束（第53条C款“对防家应用第16条C款2”即此意）。没有收回的牌张（越序引牌被接受）则无第16条C款可言。

  @ref-62A @ref-62B1 @ref-16C2 @text
  场景: 条文 A款 防家在藏牌成立前改正——收回的H8成为罚张，也需要裁判依第16条C款2判断
    # 第62条B款1：“如果是防家……收回的牌张成为大罚张”；第16条C款：“违规方违规的……打牌均可以取消，而以其他……打牌代替……
    # 2.违规方从其自己的取消行动……而得来的信息，都是非法的”
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
      - {seat: E, play: S9}
      - {seat: E, play: H8, replaces: true}
      """
    那么东有大罚张S9
    而且需要裁判依第16条C款2作出判断

  # ---- 独立读者（text14）----
  @ref-62B1 @ref-16C2 @ref-50D1 @text
  场景: 条文 B款1 防家改正藏牌——收回的S9是取消的打牌、也是暴露的罚张，问题说这两件事，不问“明显的迟疑”
    # 第62条B款1：“该牌张如是从防家未暴露的手中打出的，成为罚张（参阅第50条）”；第16条C款2：“违规方从其自己的取消行动……
    # 而得来的信息，都是非法的”；第50条D款1：“从暴露的罚张产生的信息是非法”
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
      - {seat: E, play: S9}
      - {seat: E, play: H8, replaces: true}
      """
    那么东有大罚张S9
    而且需要裁判依第16条C款2作出判断
    而且裁判的某个问题含“暴露的罚张”
    而且裁判的问题均不含“明显的迟疑”
