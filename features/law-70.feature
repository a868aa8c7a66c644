# language: zh-CN
功能: 第70条 有争议的声称
  依1999年《桥牌竞赛规则》第70条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-70 @ref-70A
  场景: 有争议的声称：裁判判定墩数
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
      - {seat: S, claim: 5}
      - {seat: W, object: true}
      - {finding: '3', law: '70'}
      """
    那么需要裁判依70作出判断
    而且裁决引用70A
    而且庄家最终赢得12墩

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-70 @ref-68D @text
  场景: 条文 有争议的声称在裁判判断前——结果不把未决的牌墩算作无人所得
    # 第68条D款：“如果任一赛员（包括明手）有异议，必须立即召请裁判，应用第70条、第71条”；
    # 第70条A款：“裁决有争议的声称时，裁判应力求对双方公平裁决”——未决的两墩须由裁判判给一方
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
      - {seat: S, lead: H3}
      - {seat: W, play: H6}
      - {seat: N, play: HK}
      - {seat: E, play: H9}
      - {seat: N, lead: HQ}
      - {seat: E, play: HT}
      - {seat: S, play: H4}
      - {seat: W, play: H7}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: ST}
      - {seat: W, play: C8}
      - {seat: S, lead: C5}
      - {seat: W, play: C9}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      - {seat: S, claim: 2}
      - {seat: E, object: true}
      """
    那么需要裁判依70作出判断
    而且裁判作出判断前，打牌结果不把未决的牌墩算作无人所得

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：70C
  @ref-70C @text
  场景: 条文 C款 声称时外面还有一张将牌，声称者未说明——裁判须依C款判断
    # 第70条C款：“当某对手手中尚持有一张将牌时，裁判应根据以下情况给对方一墩或数墩：1.未提及将牌……2.可能未察觉将牌……3.该将牌上可能失墩”。
    # 三轮将牌后东仍持S9；南声称其余9墩，说明“其余都是赢张”，东有异议。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D8}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, claim: 9, statement: "其余都是赢张"}
      - {seat: E, object: true}
      """
    那么裁决引用70C
    而且需要裁判依70C作出判断

  @ref-70C @ref-70 @text
  场景: 条文 C款 不适用——将牌已清，声称有异议：由裁判依第70条判断，但不是C款
    # 第70条C款只适用于“当某对手手中尚持有一张将牌时”。四轮将牌后东西已无将牌。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
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
      - {seat: S, claim: 8, statement: "其余都是赢张"}
      - {seat: E, object: true}
      """
    那么需要裁判依70作出判断
    而且裁决不引用70C

  # ---- 独立读者（text12）----
  # 同一副牌（4♠南家主打，西家首引）。记录写法：声称的说明写在 claim 的 statement；异议为 object；裁判的认定
  # 写作 {finding: '<墩数>', law: '70'}（判给声称方的墩数，已有写法）与 {finding: '<墩数>', law: 70C}。本读者按
  # C款的文字把第70条C款的认定读作“给对方一墩或数墩”的那个墩数（见 docs/text-scenarios.md，text12 一节）。

  @ref-70C @text
  场景: 条文 C款 裁判依C款给对方一墩——声称的9墩中对方得1墩，庄家共得12墩
    # 第70条C款：“当某对手手中尚持有一张将牌时，裁判应根据以下情况给对方一墩或数墩”；
    # 三轮将牌后东仍持S9，南已得4墩，声称其余9墩，东有异议；裁判依C款给东西一墩。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D8}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, claim: 9, statement: "其余都是赢张"}
      - {seat: E, object: true}
      - {finding: '1', law: 70C}
      """
    那么裁决采用裁判依70C的认定
    而且庄家最终赢得12墩

  @ref-70C @text
  场景: 条文 C款 对手手中尚有两张将牌——仍是“某对手手中尚持有……将牌”，须由裁判依C款判断
    # 第70条C款：“当某对手手中尚持有一张将牌时”——读作对手手中尚有将牌（英文1997年版 “a trump remains in one of the
    # opponents' hands”），不限于恰好一张。两轮将牌后东仍持S9、S8。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, claim: 10, statement: "其余都是赢张"}
      - {seat: E, object: true}
      """
    那么需要裁判依70C作出判断
    而且裁决引用70C

  @ref-70E @text
  场景: 条文 E款 声称需要未说明的梅花飞牌——裁判须依E款判断，不应接受基于某对手持有特定牌张的打法
    # 第70条E款：“裁判不应接受声称者未曾说明的基于某对手持有某一特定牌张的成功打法，除非在声称前某对手在该花色中未跟牌，
    # 或此后以任何正常打法都将跟不出该花色的牌张；或不采用此打法是不合理的。”
    # 将牌已清，南余 ST H432 DK CAQ5，北余 HAKQ D43 C432；西持CK。不飞牌南得6墩，飞梅花Q才得7墩；南声称7墩，
    # 说明“其余都是赢张，只输一墩梅花”，未说明飞牌。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
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
      - {seat: S, claim: 7, statement: "其余都是赢张，只输一墩梅花"}
      - {seat: E, object: true}
      """
    那么需要裁判依70E作出判断，问题含“特定牌张”
    而且裁决引用70E

  @ref-70E @text
  场景: 条文 E款 裁判的问题保留E款的三个例外——对手未跟牌、以后都跟不出、不采用此打法不合理
    # 第70条E款：“……除非在声称前某对手在该花色中未跟牌，或此后以任何正常打法都将跟不出该花色的牌张；或不采用此打法是
    # 不合理的。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
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
      - {seat: S, claim: 7, statement: "其余都是赢张，只输一墩梅花"}
      - {seat: E, object: true}
      """
    那么需要裁判依70E作出判断，问题含“未跟牌”
    而且需要裁判依70E作出判断，问题含“不合理”

  @ref-70E @ref-70A @text
  场景: 条文 E款 裁判判定不接受飞牌——声称方得6墩，庄家共得11墩
    # 第70条A款：“任何不确定因素应对声称者不利”；E款：不接受未说明的飞牌。裁判依第70条的认定：余下8墩中南北得6墩。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
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
      - {seat: S, claim: 7, statement: "其余都是赢张，只输一墩梅花"}
      - {seat: E, object: true}
      - {finding: '6', law: '70'}
      """
    那么庄家最终赢得11墩
    而且裁决采用裁判依70A的认定

  @ref-70D @text
  场景: 条文 D款 声称说明了成功机会较少的打法——裁判不接受声称者新提出的成功线路，裁决须说明
    # 第70条D款：“如果声称者在原陈述的成功机会较少的正常打法以外，又提出新的成功线路，裁判不予接受。”
    # 南的说明是先兑现梅花A再出梅花Q（西持CK，这一路线只得6墩）；裁判到桌时南若改说飞牌，不予接受。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
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
      - {seat: S, claim: 7, statement: "先打梅花A，再打梅花Q，其余都是赢张"}
      - {seat: E, object: true}
      """
    那么需要裁判依70D作出判断，问题含“新的成功线路”

  @ref-70A @text
  场景: 条文 A款 有争议的声称——裁判的问题须说明“任何不确定因素应对声称者不利”
    # 第70条A款：“裁决有争议的声称时，裁判应力求对双方公平裁决，但任何不确定因素应对声称者不利”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
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
      - {seat: S, claim: 7, statement: "其余都是赢张，只输一墩梅花"}
      - {seat: E, object: true}
      """
    那么需要裁判依70作出判断，问题含“对声称者不利”

  # ---- 独立读者（text18）----
  # C款的三项条件以“且”相连：1 声称者未说明该将牌（声称的说明在记录中：claim 的 statement，可机械地读），2 声称时可能
  # 未察觉、3 在某种正常打法下可能因该将牌失墩（裁判的判断）。同一副牌：4♠南家主打，三轮将牌后东仍持S9。

  @ref-70C @ref-70C1 @text
  场景: 条文 C款1 声称者明确说明了东还有一张将牌S9并先清将——C款的第一项条件不成立，不依C款给对方牌墩
    # 第70条C款：“当某对手手中尚持有一张将牌时，裁判应根据以下情况给对方一墩或数墩：1.未提及将牌 声称者未说明该将牌，且……”
    # 说明中写明“东还有一张将牌S9，我先打SJ清将”，C款1不成立，C款不适用（异议由第70条其他各款裁决）。
    # text-fail：仍引用70C，并就“声称者未提及该将牌”等三项向裁判提问。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D8}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, claim: 9, statement: "东还有一张将牌S9，我先打SJ清将，其余都是赢张"}
      - {seat: E, object: true}
      """
    那么需要裁判依70作出判断
    而且裁决不引用70C

  @ref-70C @ref-70C2 @ref-70C3 @text
  场景: 条文 C款2、3 可能未察觉、可能失墩是裁判的判断——C款的问题写出这两项条件
    # 第70条C款：“2.可能未察觉将牌 在声称时，声称者对于留在对方手中一张将牌可能并未察觉，且 3.该将牌上可能失墩 在某种
    # 正常打法下，可能在该将牌上造成失墩。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D8}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, claim: 9, statement: "其余都是赢张"}
      - {seat: E, object: true}
      """
    那么需要裁判依70C作出判断，问题含“未察觉”
    而且需要裁判依70C作出判断，问题含“正常打法”

  @ref-70C @text
  场景: 条文 C款 裁判认定三项条件不全成立，依C款给对方0墩——声称的9墩全归庄家，共13墩
    # 第70条C款：“裁判应根据以下情况给对方一墩或数墩”——条件不全成立时不给；C款的认定为给对方的墩数（fix12 的写法）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D8}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, claim: 9, statement: "其余都是赢张"}
      - {seat: E, object: true}
      - {finding: '0', law: 70C}
      """
    那么裁决采用裁判依70C的认定
    而且庄家最终赢得13墩

  @ref-70C @text
  场景: 条文 C款 裁判对C款的问题答“否”——记录应接受这个答案，不给对方牌墩，庄家共13墩
    # 第70条C款的三项条件以“且”相连；裁决自己的C款问题以“是/否”作答（“否：不因该将牌判给对方牌墩”）。
    # text-fail：{finding: "no", law: 70C} 被拒绝（“a Law 70C finding is the number of tricks awarded, not 'no'”）——
    # 裁决提出的问题的答案，记录却不收。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D7}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D8}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, claim: 9, statement: "其余都是赢张"}
      - {seat: E, object: true}
      - {finding: "no", law: 70C}
      """
    那么记录被接受
    而且庄家最终赢得13墩
