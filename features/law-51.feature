# language: zh-CN
功能: 第51条 两张或更多的罚张
  依1999年《桥牌竞赛规则》第51条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-51B1a
  场景: 同一花色两张罚张：要求引出该花色，全部收回
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: W, expose: [CT]}
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
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {require_lead: C}}
      """
    那么裁决引用51B1a
    而且没有罚张

  @ref-51B1b
  场景: 同一花色两张罚张：禁止引出该花色，全部收回
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: W, expose: [CT]}
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
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {forbid_lead: C}}
      """
    那么裁决引用51B1b
    而且没有罚张

  @ref-51B2a
  场景: 几种花色的罚张：要求引出其中一种花色
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: DK}
      - {seat: W, play: D6}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: W, expose: [H7]}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {require_lead: C}}
      """
    那么裁决引用51B2a
    而且东必须引出梅花
    而且西有大罚张H7

  @ref-51B2b
  场景: 几种花色的罚张：禁止引出某一花色，收回该花色罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: DK}
      - {seat: W, play: D6}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: W, expose: [H7]}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {forbid_lead: C}}
      """
    那么裁决引用51B2b
    而且西有大罚张H7

  @ref-51A
  场景: 防家有两张可合法打出的罚张：庄家指定先出哪一张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, expose: [C9, C8]}
      - {seat: S, lead: CK}
      - {seat: W, play: C9}
      """
    那么裁决引用51A
    而且处理包括penalty_card_designated

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-51A @ref-52B2 @text
  场景: 条文 A款 庄家指定先出哪一张罚张——选择被记录并执行，第52条B款2用庄家指定的罚张替代
    # 第51条A款：“如果某防家有两张或更多的罚张可以合法打出，庄家可指定先出哪一张。”
    # 第52条B款2：“庄家可要求该防家用该罚张替代非法引出或打出的牌张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C8}
      - {seat: N, play: C2}
      - {seat: W, expose: [H7, C9]}
      - {seat: E, play: CJ}
      - {seat: S, play: C5}
      - {seat: S, choose: {penalty_card: C9}}
      - {seat: E, lead: S6}
      - {seat: S, play: SA}
      - {seat: W, play: H7}
      """
    那么裁决引用51A
    而且第52条的某款被引用
    而且裁决指明西必须打出C9
    而且记录被采用或被拒绝，不被忽略：事件11

  @ref-51B2b @text
  场景: 条文 B款2（b）庄家可同时禁止引出几种有罚张的花色
    # 第51条B款2（b）：“庄家可禁止该防家的同伴引出某一种或几种有罚张的花色；则该防家可以收回庄家所禁引每种花色中的所有罚张”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C8}
      - {seat: N, play: C2}
      - {seat: W, expose: [H7, C9]}
      - {seat: E, play: CJ}
      - {seat: S, play: C5}
      - {seat: S, choose: {forbid_lead: H}}
      - {seat: S, choose: {forbid_lead: C}}
      """
    那么东在保持引牌权期间不得引出红心
    而且东在保持引牌权期间不得引出梅花
    而且记录被采用或被拒绝，不被忽略：事件12

  # ---- 第八位独立读者（text10）
  @ref-51B1a @text
  场景: 条文 B款1（a）庄家要求引出罚张花色——两张梅花罚张均收回，西对该墩可打出任何合法梅花
    # 第51条B款1（a）：“该花色的牌张均不再成为罚张，应收回；该防家对该墩牌可打出任何合法牌张”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: W, expose: [CT]}
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
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {require_lead: C}}
      - {seat: E, lead: C6}
      - {seat: S, play: C5}
      - {seat: W, play: C8}
      """
    那么没有罚张
    而且西的C8是当前牌墩中的牌
    而且没有“藏牌”的违规
    而且第52条的任何款均未被引用

  @ref-51B1b @ref-61A @text
  场景: 条文 B款1（b）庄家禁止引出梅花——东在保持引牌权期间引出梅花，构成藏牌
    # 第50条D款2（a）：“禁止其引出罚张花色，并在其保持引牌权时此禁止一直有效”；第61条A款：“本来能够却未按……对选定的罚则的要求引出……花色，均构成藏牌”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: W, expose: [CT]}
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
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {forbid_lead: C}}
      - {seat: E, lead: CJ}
      """
    那么裁决引用51B1b
    而且发现藏牌

  @ref-51B2b @ref-50D1 @ref-52 @text
  场景: 条文 B款2（b）庄家只禁止梅花——未被禁止的红心罚张H7仍为罚张，东引红心时西须跟出H7，改跟H6即未能打出罚张
    # 第51条B款2（b）：“该防家可以收回庄家所禁引每种花色中的所有罚张”——只收回被禁花色的罚张；
    # 第50条D款1：“重罚张必须于第一次合法机会打出，不论是引牌、跟牌……”；第52条B款：“如果他引出或打出其他牌张，庄家可以接受……”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: DK}
      - {seat: W, play: D6}
      - {seat: N, play: D3}
      - {seat: E, play: DJ}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: W, expose: [H7]}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {forbid_lead: C}}
      - {seat: E, lead: H9}
      - {seat: S, play: H4}
      - {seat: W, play: H6}
      """
    那么第52条的某款被引用
    而且南可以选择接受或不接受
    而且西有大罚张H7
