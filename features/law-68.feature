# language: zh-CN
功能: 第68条 声称或承认牌墩
  依1999年《桥牌竞赛规则》第68条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-68D
  场景: 声称后打牌停止，其后的打牌无效
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
      - {seat: S, lead: SJ}
      """
    那么裁决引用68D
    而且打牌结束

  @ref-68B
  场景: 防家承认而同伴立即反对：承认不成立
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
      - {seat: E, concede: 5}
      - {seat: W, object: true}
      """
    那么裁决引用68B
    而且打牌阶段

  @ref-68C
  场景: 声称时未说明打牌路线：声称者必须说明
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
      """
    那么裁决引用68C
    而且处理包括statement_required

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-68B @text
  场景: 条文 B款 防家承认而同伴立即反对——承认不成立，打完后按实际赢墩计算
    # 第68条B款：“如果某防家企图承认一或多墩牌，而其同伴立即反对，该承认不能成立；此时必须立即召请裁判，可应用第16条非法信息。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, concede: 12}
      - {seat: E, object: true}
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
      - {seat: E, lead: HJ}
      - {seat: S, play: CQ}
      - {seat: W, play: CT}
      - {seat: N, play: C3}
      - {seat: E, lead: C6}
      - {seat: S, play: CA}
      - {seat: W, play: CK}
      - {seat: N, play: C4}
      """
    那么打牌结束，庄家得11墩

  @ref-68B @ref-16 @text
  场景: 条文 B款 无效的承认——第16条非法信息的问题
    # 第68条B款：“该承认不能成立；此时必须立即召请裁判，可应用第16条非法信息。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, concede: 12}
      - {seat: E, object: true}
      """
    那么需要裁判依第16条作出非法信息的判断

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：68A、68B、68D
  @ref-68B @ref-68D @text
  场景: 条文 B款 防家同伴立即反对才使承认不成立——明手反对庄家的承认不适用B款，打牌停止
    # 第68条B款：“如果某防家企图承认一或多墩牌，而其同伴立即反对，该承认不能成立”——只适用于防家；
    # 第68条D款：“任何声称或承认后，打牌即告停止……如果任一赛员（包括明手）有异议，必须立即召请裁判，应用第70条、第71条”。
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
      - {seat: S, concede: 1}
      - {seat: N, object: true}
      """
    那么裁决不引用68B
    而且裁决引用68D
    而且打牌停止

  @ref-68D @text
  场景: 条文 D款 声称后的打牌无效——有异议后西引CK，不是越序引牌，不成为罚张
    # 第68条D款：“声称或承认后的所有打牌裁判应判为无效。……在裁判到达前不得采取行动。”
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
      - {seat: W, lead: CK}
      """
    那么裁决引用68D
    而且第53条的任何款均未被引用
    而且CK不是罚张
    而且没有罚张
    而且打牌停止

  @ref-68B @ref-69A @text
  场景: 条文 B款 对部分牌墩的声称即为对其余牌墩的承认——南声称剩余两墩中的一墩，东西默认
    # 第68条B款：“对某些牌墩的声称，如还有其余牌墩，即为对剩余牌墩的承认。”第69条A款：“该牌即以声称或承认的墩数作为打牌的输赢墩数予以记分。”
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
      - {seat: S, claim: 1}
      """
    那么裁决引用69A
    而且打牌结束，庄家得11墩

  @ref-68A @ref-49 @text
  场景: 条文 A款 防家摊出手中剩余的全部牌张——亦属声称，打牌停止，摊出的牌张不成为罚张
    # 第68条A款：“参赛者建议缩短打牌过程或显示出他手中的牌张，亦属声称（除非他显然不打算声称）。”
    # 第49条只管“除按照正常的出牌进程或规则的规定”暴露的牌张。十一墩后东领出，摊出HJ、C6两张（他手中的全部牌张）；记录中没有任何认定说他显然不打算声称。
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
      - {seat: E, expose: [HJ, C6]}
      """
    那么裁决引用68A
    而且打牌停止
    而且HJ不是罚张
    而且没有罚张

  # ---- 独立读者（text15）----
  # 第68条B款“可应用第16条非法信息”：本案的事实是西企图承认和东立即反对——两人说出的话，不是迟疑或举止。读法：
  # 东从西企图的承认得到信息（西认为自己再无赢墩），西从东的反对得到信息（东认为还有赢墩）；条文把第16条挂在整件事上，
  # 不分是谁的，故裁判的问题应说到“承认”与“反对”，不应问第16条A款所列的“明显的迟疑”。（英文1997年版68B：
  # "no concession has occurred. Unauthorized information may exist"，同样不限于一方。）

  @ref-68B @ref-16A @text
  场景: 条文 B款 防家企图承认而同伴立即反对——裁判问的是企图的承认所传递的信息，不问“明显的迟疑”
    # 第68条B款：“如果某防家企图承认一或多墩牌，而其同伴立即反对，该承认不能成立；此时必须立即召请裁判，可应用第16条非法信息。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, concede: 12}
      - {seat: E, object: true}
      """
    那么需要裁判依第16条作出非法信息的判断
    而且裁判的某个问题含“承认”
    而且裁判的问题均不含“明显的迟疑”

  @ref-68B @ref-16A @text
  场景: 条文 B款 防家企图承认而同伴立即反对——同伴的反对对承认者也是信息，问题说到“反对”
    # 第68条B款：“而其同伴立即反对，该承认不能成立；此时必须立即召请裁判，可应用第16条非法信息。”
    # 西听到了东的反对（东认为防家还有赢墩），此后西的打牌同样受第16条约束。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, concede: 12}
      - {seat: E, object: true}
      """
    那么裁决引用68B
    而且打牌阶段
    而且裁判的某个问题含“反对”
