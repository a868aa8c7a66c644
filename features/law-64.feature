# language: zh-CN
功能: 第64条 藏牌成立后的处理程序
  依1999年《桥牌竞赛规则》第64条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-64A1
  场景: 违规者赢得藏牌墩：转移藏牌墩及其后一墩
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
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: N, play: C4}
      - {seat: E, play: HT}
      - {seat: W, lead: C9}
      - {seat: N, play: D2}
      - {seat: E, play: HJ}
      - {seat: S, play: DK}
      - {seat: W, lead: C8}
      - {seat: N, play: D3}
      - {seat: E, play: DT}
      - {seat: S, play: ST}
      - {seat: S, lead: DA}
      - {seat: W, play: D8}
      - {seat: N, play: D4}
      - {seat: E, play: DJ}
      - {seat: S, lead: SJ}
      - {seat: W, play: D9}
      - {seat: N, play: S5}
      - {seat: E, play: DQ}
      """
    那么裁决引用64A1
    而且转给南北2墩
    而且庄家最终赢得12墩

  @ref-64A2
  场景: 违规者未赢得藏牌墩，后以可合法打出的牌张赢墩：转移两墩
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
      - {seat: E, play: DT}
      - {seat: S, play: H4}
      - {seat: W, play: H7}
      - {seat: N, lead: D2}
      - {seat: E, play: DJ}
      - {seat: S, play: DA}
      - {seat: W, play: D5}
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
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: E, lead: HJ}
      - {seat: S, play: DK}
      - {seat: W, play: C7}
      - {seat: N, play: D3}
      - {seat: E, lead: HT}
      - {seat: S, play: SJ}
      - {seat: W, play: C8}
      - {seat: N, play: D4}
      - {seat: S, lead: CK}
      - {seat: W, play: C9}
      - {seat: N, play: C4}
      - {seat: E, play: DQ}
      - {seat: S, lead: ST}
      - {seat: W, play: D9}
      - {seat: N, play: S5}
      - {seat: E, play: S9}
      """
    那么裁决引用64A2
    而且转给南北2墩
    而且庄家最终赢得13墩

  @ref-64B1
  场景: 违规方未赢得藏牌墩及其后的牌墩：不判罚
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
      - {seat: E, play: DT}
      - {seat: S, play: H4}
      - {seat: W, play: H7}
      - {seat: N, lead: D2}
      - {seat: E, play: DJ}
      - {seat: S, play: DA}
      - {seat: W, play: D5}
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
      - {seat: S, lead: CK}
      - {seat: W, play: CT}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: S, claim: 4}
      """
    那么裁决引用64B1
    而且没有转移赢墩

  @ref-64B3 @ref-64C
  场景: 明手藏牌：不判罚，裁判负责公平
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
      - {seat: E, play: H8}
      - {seat: E, lead: CJ}
      - {seat: S, play: CK}
      - {seat: W, play: C7}
      - {seat: N, play: C3}
      - {seat: S, claim: 10}
      """
    那么裁决引用64B3
    而且需要裁判依64C作出判断
    而且没有转移赢墩

  @ref-64B2
  场景: 同一赛员在同一花色的第二次藏牌：不判罚
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
      - {seat: E, play: DT}
      - {seat: N, lead: HQ}
      - {seat: E, play: DJ}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      - {seat: E, concede: 10}
      """
    那么裁决引用64B2

  @ref-64B4
  场景: 非违规方对下一副牌叫牌后才指出藏牌：不判罚
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
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: N, play: C4}
      - {seat: E, play: HT}
      - {seat: W, lead: C9}
      - {seat: N, play: D2}
      - {seat: E, play: HJ}
      - {seat: S, play: DK}
      - {seat: W, lead: C8}
      - {seat: N, play: D3}
      - {seat: E, play: DT}
      - {seat: S, play: ST}
      - {seat: S, lead: DA}
      - {seat: W, play: D8}
      - {seat: N, play: D4}
      - {seat: E, play: DJ}
      - {seat: S, lead: SJ}
      - {seat: W, play: D9}
      - {seat: N, play: S5}
      - {seat: E, play: DQ}
      - {finding: "yes", law: 64B4}
      """
    那么裁决引用64B4
    而且没有转移赢墩
    而且庄家最终赢得10墩

  @ref-64B5
  场景: 一轮结束后才指出藏牌：不判罚
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
      - {seat: S, lead: C5}
      - {seat: W, play: CT}
      - {seat: N, play: C4}
      - {seat: E, play: HT}
      - {seat: W, lead: C9}
      - {seat: N, play: D2}
      - {seat: E, play: HJ}
      - {seat: S, play: DK}
      - {seat: W, lead: C8}
      - {seat: N, play: D3}
      - {seat: E, play: DT}
      - {seat: S, play: ST}
      - {seat: S, lead: DA}
      - {seat: W, play: D8}
      - {seat: N, play: D4}
      - {seat: E, play: DJ}
      - {seat: S, lead: SJ}
      - {seat: W, play: D9}
      - {seat: N, play: S5}
      - {seat: E, play: DQ}
      - {finding: "yes", law: 64B5}
      """
    那么裁决引用64B5
    而且没有转移赢墩

  # ---- 第五位独立读者（text5）依1999年条文所写的场景：64A2（违规方赢得藏牌以后的牌墩）与64B，打牌中与打牌结束时
  # 西在第2墩有红心却垫♦6（藏牌），北以♥A赢得该墩；东打出第3墩的牌，藏牌成立（第63条A款1）。
  @ref-63A1 @ref-64A2 @ref-64B1 @text
  场景: 条文 A款2 打牌中——藏牌成立，违规方尚未赢得藏牌墩或其后的任何牌墩：尚不转移赢墩
    # 第64条A款2：“如果违规方羸得藏牌墩或任何藏牌以后的牌墩，（判罚）当打牌结束后，将一墩牌转给非违规方”；
    # B款1：“如果违规方既未赢得藏牌墩，亦未赢得藏牌以后的牌墩”则不判罚。此时两者都还不能确定，不得转移赢墩。
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
      """
    那么发现藏牌
    而且裁决引用第63条A款1
    而且没有转移赢墩
    而且打牌阶段

  @ref-64A2 @text
  场景: 条文 A款2 打牌中——违规方其后赢得一墩：裁决即说明打牌结束后转给非违规方一墩
    # 第64条A款2：“违规者未赢得藏牌墩时，如果违规方羸得藏牌墩或任何藏牌以后的牌墩，（判罚）当打牌结束后，将一墩牌转给非违规方”。
    # 西以♣K赢得第3墩：条件已成立，打牌仍在进行，转移在打牌结束后执行。
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
      """
    那么裁决引用第64条A款2
    而且打牌结束后转给南北1墩
    而且打牌阶段

  @ref-64A2 @text
  场景: 条文 A款2 违规方在藏牌以后赢得两墩，均非违规者以藏牌时可合法打出的牌张赢得——只转移一墩
    # 第64条A款2：“将一墩牌转给非违规方；并且，若违规者用其在藏牌时可合法打出的一个牌张，在藏牌以后赢墩时，该墩牌也须转给非违规方。”
    # 西以♣K、东以♦Q各赢一墩：藏牌时西只可合法打出红心，第二句不适用。南北赢4墩，东承认其余7墩，庄家11墩，转移1墩后12墩。
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
      - {seat: W, lead: D7}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, play: DK}
      - {seat: S, lead: H3}
      - {seat: W, play: H5}
      - {seat: N, play: HK}
      - {seat: E, play: H9}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H4}
      - {seat: W, play: D8}
      - {seat: E, concede: 7}
      """
    那么裁决引用第64条A款2
    而且转给南北1墩
    而且打牌结束，庄家得12墩

  @ref-64A2 @ref-64B2 @text
  场景: 条文 B款2 同一赛员在同一花色中的第二次藏牌——第一次转移一墩，第二次不判罚
    # 第64条B款2：“同一赛员在同一花色中所发生的第二次藏牌”，藏牌虽然成立，但不判罚。
    # 西在第2、3墩两次垫方块而持有红心；西以♣K赢得第4墩（两次藏牌以后）：第一次依A款2转一墩，第二次不转。
    # 南北赢3墩，东承认其余9墩，庄家12墩，转移后13墩。
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
      - {seat: N, lead: HK}
      - {seat: E, play: H9}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: C5}
      - {seat: W, play: CK}
      - {seat: E, concede: 9}
      """
    那么裁决引用第64条A款2
    而且裁决引用64B2
    而且转给南北1墩
    而且打牌结束，庄家得13墩

  @ref-64A2 @ref-64B2 @text
  场景: 条文 B款2 打牌中——同一花色第二次藏牌后违规方赢得一墩：裁决说明打牌结束后只转移一墩
    # 第64条B款2：第二次藏牌不判罚；A款2：第一次藏牌“当打牌结束后，将一墩牌转给非违规方”。
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
      - {seat: N, lead: HK}
      - {seat: E, play: H9}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: C5}
      - {seat: W, play: CK}
      - {seat: W, lead: H7}
      """
    那么打牌结束后转给南北1墩
    而且打牌结束后共转给南北1墩
    而且打牌阶段

  @ref-64A2 @ref-64B2 @text
  场景: 条文 B款2 不适用——同一赛员在另一花色中的第二次藏牌：两次藏牌各转移一墩
    # 第64条B款2只及于“同一赛员在同一花色中所发生的第二次藏牌”。西第2墩红心藏牌、第5墩梅花藏牌；
    # 西以♣K（第3墩）、东以♦Q（第7墩，第二次藏牌以后）各赢一墩：每次藏牌依A款2各转一墩。
    # 南北赢5墩，东承认其余6墩，庄家11墩，两次各转1墩后13墩。
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
      - {seat: W, lead: D7}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, play: DK}
      - {seat: S, lead: CA}
      - {seat: W, play: H5}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: S, lead: H3}
      - {seat: W, play: H6}
      - {seat: N, play: HK}
      - {seat: E, play: H9}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H4}
      - {seat: W, play: D8}
      - {seat: E, concede: 6}
      """
    那么裁决引用第64条A款2
    而且裁决不引用64B2
    而且转给南北1墩
    而且打牌结束，庄家得13墩

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：64A（转移的墩数及其界限）、64B2、64C
  @ref-64A1 @ref-64C @text
  场景: 条文 A款1 违规者赢得藏牌墩——违规方在藏牌以前赢得的牌墩不计：只转移藏牌墩一墩
    # 第64条A款1：“违规者赢得藏牌墩时，（判罚）打牌结束后，将藏牌墩以及违规方在藏牌以后的任一赢墩一并转给非违规方。”
    # 东西在第四墩（东DQ）赢得一墩，在藏牌以前；第六墩东持CJ6却将吃（S6）赢得藏牌墩；其后东西未再赢墩（南声称其余6墩，东西默认）。
    # 只转移藏牌墩一墩：第四墩在藏牌以前，不是“藏牌以后的任一赢墩”。第64条C款：“藏牌成立后……裁判如果认为……”，问题须提出。
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
      - {seat: W, play: D7}
      - {seat: E, lead: H9}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      - {seat: N, play: HK}
      - {seat: N, lead: C2}
      - {seat: E, play: S6}
      - {seat: S, play: CQ}
      - {seat: W, play: CK}
      - {seat: E, lead: HJ}
      - {seat: S, play: H4}
      - {seat: W, play: H7}
      - {seat: N, play: HQ}
      - {seat: S, claim: 6}
      """
    那么裁决引用64A1
    而且转给南北1墩
    而且打牌结果共转给南北1墩
    而且需要裁判依64C作出判断
    而且打牌结束，庄家得12墩

  @ref-64B1 @ref-64C @text
  场景: 条文 B款1 违规方只在藏牌以前赢得牌墩——藏牌墩及其后均未赢得：不判罚，但仍由裁判依C款判断
    # 第64条B款1：“如果违规方既未赢得藏牌墩，亦未赢得藏牌以后的牌墩。”第64条C款：“藏牌成立后，包括所有不受判罚的藏牌，裁判如果认为……则应判给调整分。”
    # 东西只赢得第四墩（东DQ，藏牌以前）；第六墩东持CJ6垫HT，南CA赢墩；西在第十二墩忍让CK（出C8），第十三墩南引ST时垫掉CK：东西在藏牌以后没有赢墩。
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
      - {seat: W, play: D7}
      - {seat: E, lead: H9}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      - {seat: N, play: HK}
      - {seat: N, lead: C2}
      - {seat: E, play: HT}
      - {seat: S, play: CA}
      - {seat: W, play: C7}
      - {seat: S, lead: SA}
      - {seat: W, play: D8}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D9}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: CT}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, lead: SJ}
      - {seat: W, play: C9}
      - {seat: N, play: S5}
      - {seat: E, play: S9}
      - {seat: S, lead: H4}
      - {seat: W, play: H7}
      - {seat: N, play: HQ}
      - {seat: E, play: HJ}
      - {seat: N, lead: C3}
      - {seat: E, play: C6}
      - {seat: S, play: CQ}
      - {seat: W, play: C8}
      - {seat: S, lead: ST}
      - {seat: W, play: CK}
      - {seat: N, play: C4}
      - {seat: E, play: CJ}
      """
    那么裁决引用64B1
    而且没有转移赢墩
    而且需要裁判依64C作出判断
    而且打牌结束，庄家得12墩

  @ref-64A2 @ref-69A @text
  场景: 条文 A款2 藏牌以后的赢墩包括声称中承认给违规方的牌墩——转移一墩
    # 第64条A款2：“违规者未赢得藏牌墩时，如果违规方羸得藏牌墩或任何藏牌以后的牌墩，（判罚）当打牌结束后，将一墩牌转给非违规方”；
    # 第68条B款：“对某些牌墩的声称，如还有其余牌墩，即为对剩余牌墩的承认”；第69条A款：“该牌即以声称或承认的墩数作为打牌的输赢墩数予以记分。”
    # 第六墩东藏牌（垫HT），南CA赢得藏牌墩；西其后打第七墩，藏牌成立；南声称剩余6墩中的5墩，东西默认：东西在藏牌以后得到一墩。
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
      - {seat: W, play: D7}
      - {seat: E, lead: H9}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      - {seat: N, play: HK}
      - {seat: N, lead: C2}
      - {seat: E, play: HT}
      - {seat: S, play: CA}
      - {seat: W, play: C7}
      - {seat: S, lead: SA}
      - {seat: W, play: D8}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, claim: 5}
      """
    那么裁决引用64A2
    而且转给南北1墩
    而且打牌结果共转给南北1墩
    而且打牌结束，庄家得12墩

  @ref-64A2 @text
  场景: 条文 A款2 违规方在藏牌以后只赢得一墩，且是违规者以藏牌时可合法打出的牌张赢得——只转移这一墩
    # 第64条A款2：“……将一墩牌转给非违规方；并且，若违规者用其在藏牌时可合法打出的一个牌张，在藏牌以后赢墩时，该墩牌也须转给非违规方。”
    # 第一墩东持QJT方块垫H8（藏牌），南DA赢墩；东西在藏牌以后只赢得第九墩（东DJ，第一墩时可合法打出）。转移的是违规方赢得的牌墩，
    # 同一墩不能转移两次：共转移一墩（读法见 docs/text-scenarios.md text9）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: H8}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H9}
      - {seat: N, lead: D3}
      - {seat: E, play: DT}
      - {seat: S, play: DK}
      - {seat: W, play: D6}
      - {seat: S, lead: SA}
      - {seat: W, play: D7}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: D8}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: S, lead: SQ}
      - {seat: W, play: D9}
      - {seat: N, play: S4}
      - {seat: E, play: S8}
      - {seat: S, lead: SJ}
      - {seat: W, play: CK}
      - {seat: N, play: S5}
      - {seat: E, play: S9}
      - {seat: S, lead: H3}
      - {seat: W, play: H6}
      - {seat: N, play: HK}
      - {seat: E, play: HT}
      - {seat: N, lead: D4}
      - {seat: E, play: DJ}
      - {seat: S, play: C5}
      - {seat: W, play: C8}
      - {seat: E, lead: HJ}
      - {seat: S, play: H4}
      - {seat: W, play: H7}
      - {seat: N, play: HQ}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: CA}
      - {seat: W, play: C7}
      - {seat: S, lead: CQ}
      - {seat: W, play: C9}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: S, lead: ST}
      - {seat: W, play: CT}
      - {seat: N, play: C4}
      - {seat: E, play: DQ}
      """
    那么裁决引用64A2
    而且打牌结果共转给南北1墩
    而且打牌结束，庄家得13墩

  @ref-64B2 @ref-64A1 @ref-64A2 @text
  场景: 条文 B款2 不适用——同一花色中两次藏牌但不是同一赛员：两次藏牌各自判罚
    # 第64条B款2：“同一赛员在同一花色中所发生的第二次藏牌。”西在第二墩（梅花，西持KT987）垫D6，东CJ赢墩（A款2，一墩）；
    # 东在第四墩（梅花，东持C6）将吃S6赢得藏牌墩（A款1，藏牌墩一墩；其后东西未再赢墩）。两名违规者不同：不适用B款2，共转移两墩。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: C5}
      - {seat: W, play: D6}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      - {seat: E, lead: H9}
      - {seat: S, play: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: N, lead: C3}
      - {seat: E, play: S6}
      - {seat: S, play: CQ}
      - {seat: W, play: C7}
      - {seat: E, lead: DQ}
      - {seat: S, play: DK}
      - {seat: W, play: D7}
      - {seat: N, play: D3}
      - {seat: S, claim: 8}
      """
    那么裁决不引用64B2
    而且裁决引用64A1
    而且裁决引用64A2
    而且打牌结果共转给南北2墩
    而且打牌结束，庄家得13墩

  @ref-64A1 @text
  场景: 条文 A款1 庄家藏牌并赢得藏牌墩——明手赢得的牌墩也是违规方的赢墩：转给东西两墩
    # 第64条A款1：“违规者赢得藏牌墩时，（判罚）打牌结束后，将藏牌墩以及违规方在藏牌以后的任一赢墩一并转给非违规方。”
    # 第二墩北引D2，南持DAK却将吃ST赢墩；西对第二墩出牌后南引第三墩，藏牌成立；南北其后赢得其余全部牌墩（南声称，东西默认）。
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
      - {seat: W, play: D5}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, claim: 10}
      """
    那么裁决引用64A1
    而且转给东西2墩
    而且打牌结束，庄家得11墩
