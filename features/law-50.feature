# language: zh-CN
功能: 第50条 罚张的处理
  依1999年《桥牌竞赛规则》第50条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-50B
  场景: 因疏忽暴露一张小牌：小罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      """
    那么裁决引用50B
    而且东有小罚张H8

  @ref-50B
  场景: 两张罚张：均为大罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      - {seat: E, expose: [H9]}
      """
    那么东有大罚张H8
    而且东有大罚张H9

  @ref-50C
  场景: 小罚张：打出后不再是罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      """
    那么裁决引用50C
    而且没有罚张

  @ref-50D1
  场景: 重罚张必须于第一次合法机会打出
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
      - {seat: W, play: CK}
      """
    那么裁决引用50D1
    而且没有罚张

  @ref-50D2 @ref-50D2a
  场景: 罚张者同伴获得引牌权：庄家要求引出罚张花色
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
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {require_lead: C}}
      """
    那么裁决引用50D2a
    而且庄家可选择50D2的三种处理
    而且没有罚张
    而且东必须引出梅花

  @ref-50D2a
  场景: 庄家禁止引出罚张花色：保持引牌权期间有效
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
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {forbid_lead: C}}
      """
    那么裁决引用50D2a
    而且东在保持引牌权期间不得引出梅花

  @ref-50D2b
  场景: 庄家不作要求或禁止：罚张仍为罚张
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
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {penalty_card: CK}}
      """
    那么裁决引用50D2b
    而且西有大罚张CK

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-50D2 @ref-51B @ref-49 @text
  场景: 条文 D款2 罚张在该引牌时才出现——同伴不得引牌，过早引牌受第49条判罚，庄家仍可选择
    # 第50条D款2：“当轮到某防家引牌，如果其同伴有一重罚张时，在庄家尚未对下述罚则作出选择前，不得引牌（如果该防家过早引牌，他将受到第49条的判罚）”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C8}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      - {seat: S, play: C5}
      - {seat: W, expose: [H7, C9]}
      - {seat: E, lead: H8}
      """
    那么西有大罚张H7
    而且西有大罚张C9
    而且庄家可选择50D2的三种处理
    而且东的H8不在当前牌墩中
    而且东有大罚张H8

  @ref-50D2 @ref-49 @text
  场景: 条文 D款2 同伴在庄家选择前引牌——该牌为第49条罚张，庄家仍可选择
    # 第50条D款2：“在庄家尚未对下述罚则作出选择前，不得引牌（如果该防家过早引牌，他将受到第49条的判罚）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C8}
      - {seat: N, play: C2}
      - {seat: W, expose: [CK]}
      - {seat: E, play: CJ}
      - {seat: S, play: C5}
      - {seat: E, lead: H8}
      """
    那么西有大罚张CK
    而且东有大罚张H8
    而且庄家可选择50D2的三种处理
    而且东的H8不在当前牌墩中

  @ref-50C @text
  场景: 条文 C款 持有轻罚张的防家打出同花色的另一张小牌——违反第50条C款
    # 第50条C款：“当某防家有一轻罚张时，在他打出该罚张前，不得打出这个花色中9或9以下的任何小牌（但他有权打出任何大牌）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H9}
      """
    那么东有小罚张H8
    而且裁决引用50C

  @ref-50C @ref-16A @text
  场景: 条文 C款 轻罚张的裁决即说明持有者的义务及第16条非法信息
    # 第50条C款：“但他有权打出任何大牌……但因其看到罚张所获得的信息，是额外的，属非法信息（参阅第16条A款）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      """
    那么东有小罚张H8
    而且裁决引用50C
    而且需要裁判依第16条作出非法信息的判断

  @ref-50D1 @text
  场景: 条文 D款1 大罚张的裁决即说明持有者须在第一次合法机会打出（跟牌优先）及非法信息
    # 第50条D款1：“重罚张必须于第一次合法机会打出……跟牌、必须执行引牌或打牌判罚的规定，都比打出重罚张更为优先……从暴露的罚张产生的信息是非法”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [HJ]}
      """
    那么东有大罚张HJ
    而且裁决引用50D1
    而且需要裁判依第16条作出非法信息的判断

  @ref-50B @text
  场景: 条文 B款 防家暴露一张9以下的小牌，未认定是否疏忽——裁判须依50B判断，等级待定
    # 第50条B款：“因疏忽而暴露的一张9或9以下的牌张……即成为轻罚张。……审慎地打出的任何牌张……即成为重罚张”。
    # 是否因疏忽，由裁判判断；未作认定时裁决须提出该问题，并说明两种回答的后果。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      """
    那么裁决引用50B
    而且需要裁判依50B作出判断
    而且裁判依50B答“是”时：该牌张为轻罚张（第50条B款）。
    而且裁判依50B答“否”时：该牌张为重罚张（第50条B款）。
    而且东的H8为罚张

  @ref-50B @text
  场景: 条文 B款 裁判认定审慎暴露的一张小牌——重罚张，不再提问
    # 第50条B款：“审慎地打出的任何牌张……即成为重罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: deliberate, law: 50B}
      """
    那么裁决引用50B
    而且东有大罚张H8
    而且不需要裁判依50B作出判断

  @ref-50B @text
  场景: 条文 B款 裁判认定因疏忽暴露的一张小牌——轻罚张，不再提问
    # 第50条B款：“因疏忽而暴露的一张9或9以下的牌张……即成为轻罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      """
    那么裁决引用50B
    而且东有小罚张H8
    而且不需要裁判依50B作出判断

  @ref-50B @text
  场景: 条文 B款 暴露的大牌总是重罚张——不提疏忽的问题
    # 第50条B款：“暴露的任何大牌……即成为重罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [HJ]}
      """
    那么裁决引用50B
    而且东有大罚张HJ
    而且不需要裁判依50B作出判断

  # ---- 第五位独立读者（text5）依1999年条文所写的场景：50B 轻罚张/重罚张，50C、50D 的后果
  @ref-50B @text
  场景: 条文 B款 一次暴露两张小牌——两张均为重罚张，不提疏忽的问题
    # 第50条B款：“一防家如有两张或更多的罚张时，所有罚张均成为重罚张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8, C6]}
      """
    那么裁决引用50B
    而且东有大罚张H8
    而且东有大罚张C6
    而且不需要裁判依50B作出判断

  @ref-50C @text
  场景: 条文 C款 持有轻罚张者跟出该花色的大牌——不违规，轻罚张仍为罚张
    # 第50条C款：“在他打出该罚张前，不得打出这个花色中9或9以下的任何小牌（但他有权打出任何大牌）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: HJ}
      """
    那么东有小罚张H8
    而且第52条的任何款均未被引用
    而且没有“藏牌”的违规
    而且南北赢得2墩

  @ref-50C @ref-50D1 @text
  场景: 条文 C款 持有轻罚张者不能跟牌时垫出别的花色——轻罚张不须于第一次机会打出
    # 第50条C款只禁止“打出这个花色中9或9以下的任何小牌”；“必须于第一次合法机会打出”是D款1对重罚张的规定。
    # 东第4墩梅花已无，垫♦J而不打♥8：不违规。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: S, lead: CA}
      - {seat: W, play: C7}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {seat: S, lead: CQ}
      - {seat: W, play: CK}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: W, lead: C8}
      - {seat: N, play: C4}
      - {seat: E, play: DJ}
      """
    那么东有小罚张H8
    而且第52条的任何款均未被引用
    而且裁决不引用50D1
    而且没有“藏牌”的违规

  @ref-50D1 @ref-52 @text
  场景: 条文 D款1 对照——持有重罚张者不能跟牌时垫出别的花色：未于第一次合法机会打出罚张
    # 第50条D款1：“重罚张必须于第一次合法机会打出，不论是引牌、跟牌、垫牌还是将吃”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: deliberate, law: 50B}
      - {seat: S, lead: CA}
      - {seat: W, play: C7}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {seat: S, lead: CQ}
      - {seat: W, play: CK}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: W, lead: C8}
      - {seat: N, play: C4}
      - {seat: E, play: DJ}
      """
    那么东有大罚张H8
    而且第52条的某款被引用

  @ref-50C @ref-50D2 @text
  场景: 条文 C款 轻罚张者的同伴获得引牌权——不受引牌判罚的限制，庄家没有D款2的选择
    # 第50条C款：“违规者的同伴不受引牌判罚的限制，但因其看到罚张所获得的信息，是额外的，属非法信息（参阅第16条A款）。”
    # D款2只适用于“其同伴有一重罚张时”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: S, lead: C5}
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {seat: W, lead: H7}
      """
    那么东有小罚张H8
    而且裁决不引用50D2
    而且西的H7是当前牌墩中的牌
    而且H7不是罚张
    而且需要裁判依第16条作出非法信息的判断

  @ref-50B @ref-50D2 @text
  场景: 条文 B款 等级尚未认定时同伴获得引牌权——裁判仍须先依50B判断
    # 第50条B款：是否“因疏忽而暴露”决定轻罚张或重罚张；D款2的限制只在“其同伴有一重罚张时”。
    # 未作认定，裁决须提出50B的问题（答“否”时为重罚张，庄家才有D款2的选择）。
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
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      """
    那么需要裁判依50B作出判断
    而且裁判依50B答“是”时：该牌张为轻罚张（第50条B款）。
    而且裁判依50B答“否”时：该牌张为重罚张（第50条B款）。
    而且东的H8为罚张

  @ref-50B @ref-50C @ref-50D2 @text
  场景: 条文 B款 同伴获得引牌权后裁判认定因疏忽暴露——轻罚张，同伴引牌不受限制
    # 第50条B款：“因疏忽而暴露的一张9或9以下的牌张……即成为轻罚张”；C款：“违规者的同伴不受引牌判罚的限制”。
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
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {finding: inadvertent, law: 50B}
      - {seat: W, lead: H7}
      """
    那么东有小罚张H8
    而且不需要裁判依50B作出判断
    而且裁决不引用50D2
    而且西的H7是当前牌墩中的牌

  @ref-50B @ref-50D2 @text
  场景: 条文 B款 同伴获得引牌权后裁判认定审慎暴露——重罚张，庄家可作D款2的选择
    # 第50条B款：“审慎地打出的任何牌张……即成为重罚张”；D款2：“在庄家尚未对下述罚则作出选择前，不得引牌”。
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
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {finding: deliberate, law: 50B}
      """
    那么东有大罚张H8
    而且庄家可选择50D2的三种处理
    而且不需要裁判依50B作出判断

  @ref-50D2a @text
  场景: 条文 D款2（a） 庄家禁止引出罚张花色——该牌张不再成为罚张，应收回
    # 第50条D款2（a）：“庄家可要求……该防家引出罚张花色，或者禁止其引出罚张花色……如庄家做了此项选择，该牌张不再成为罚张，应收回。”
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
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {forbid_lead: C}}
      """
    那么裁决引用50D2a
    而且东在保持引牌权期间不得引出梅花
    而且没有罚张

  @ref-50D2a @ref-59 @text
  场景: 条文 D款2（a） 庄家要求引出罚张花色而同伴该花色缺门——参阅第59条，可引出任何合法牌张
    # 第50条D款2（a）：“庄家可要求（如果该赛员不能执行该要求，参阅第59条。）该防家引出罚张花色……如庄家做了此项选择，该牌张不再成为罚张，应收回。”
    # 第59条：“则可打出其他任何合法牌张”。西黑桃缺门。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [S9]}
      - {finding: deliberate, law: 50B}
      - {seat: S, lead: C5}
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {seat: S, choose: {require_lead: S}}
      - {seat: W, lead: H7}
      """
    那么裁决引用50D2a
    而且西的H7是当前牌墩中的牌
    而且没有罚张
    而且没有“藏牌”的违规
    而且裁决引用59
    而且西可打出任何合法牌张

  # ---- 第八位独立读者（text10）
  @ref-50D2 @text
  场景: 条文 D款2 作出选择的是庄家——明手北要求引出罚张花色，记录被拒绝
    # 第50条D款2：“在庄家尚未对下述罚则作出选择前，不得引牌……庄家可作的选择有”；第43条A款1（c）：明手不得参与打牌
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
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: N, choose: {require_lead: C}}
      """
    那么记录被拒绝，错误指明事件23

  @ref-50D2a @ref-61A @text
  场景: 条文 D款2（a）庄家要求引出罚张花色梅花——东持有梅花却引红心，构成藏牌
    # 第50条D款2（a）：“庄家可要求……该防家引出罚张花色”；第61条A款：“本来能够却未按……对选定的罚则的要求引出……花色，均构成藏牌”
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
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {require_lead: C}}
      - {seat: E, lead: H9}
      """
    那么裁决引用50D2a
    而且发现藏牌

  @ref-50D2b @ref-50D1 @text
  场景: 条文 D款2（b）庄家不作要求或禁止——东引梅花时，西须于这第一次合法机会跟出罚张CK
    # 第50条D款2（b）：“该防家可引出任何牌张，罚张仍然保持为罚张”；D款1：“重罚张必须于第一次合法机会打出……跟牌……”
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
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {penalty_card: CK}}
      - {seat: E, lead: C6}
      - {seat: S, play: C5}
      - {seat: W, play: C7}
      """
    那么第52条的某款被引用
    而且南可以选择接受或不接受

  # ---- 独立读者（text14）----
  # 罚张的信息：第50条C款“违规者的同伴……因其看到罚张所获得的信息，是额外的，属非法信息（参阅第16条A款）”；
  # D款1“对违规者的同伴，违规者必须打出罚张的信息是合法的；然而，从暴露的罚张产生的信息是非法”。
  # 读法：非法的是同伴看到罚张得到的信息，由第50条本身定为非法；第16条A款（参阅）只提供约束——同伴“不得从各种合乎
  # 逻辑的行动中，选择一个显然认为系该额外信息所建议的行动”。第16条A款所列“说明、提问、回答，或以明显的迟疑……”是
  # 同伴的举止，本案没有这种事实，所以裁判要问的是本案的事实：同伴看到的罚张。

  @ref-50C @ref-16A @text
  场景: 条文 C款 轻罚张——裁判依第16条A款（参阅）问的是同伴“看到罚张”所获得的信息
    # 第50条C款：“违规者的同伴不受引牌判罚的限制，但因其看到罚张所获得的信息，是额外的，属非法信息（参阅第16条A款）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      """
    那么东有小罚张H8
    而且裁决引用50C
    而且需要裁判依第16条A款作出判断，问题含“看到罚张”

  @ref-50C @ref-16A @text
  场景: 条文 C款 轻罚张——信息来自看到的罚张，不是同伴的举止：裁判的问题不问“明显的迟疑”
    # 第16条A款：“赛员若通过说明、提问、回答，或以明显的迟疑、异常的速度……可能使其同伴得到该额外信息”——同伴的举止；
    # 第50条C款：“因其看到罚张所获得的信息……属非法信息（参阅第16条A款）”——本案唯一的信息来源是暴露的H8。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      """
    那么需要裁判依第16条作出非法信息的判断
    而且裁判的问题均不含“明显的迟疑”

  @ref-50D1 @ref-16A @text
  场景: 条文 D款1 重罚张——裁判问的是“从暴露的罚张产生的信息”，不是同伴的举止
    # 第50条D款1：“（对违规者的同伴，违规者必须打出罚张的信息是合法的；然而，从暴露的罚张产生的信息是非法）”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [HJ]}
      """
    那么东有大罚张HJ
    而且裁决引用50D1
    而且需要裁判依第16条作出非法信息的判断
    而且裁判的某个问题含“暴露的罚张”
    而且裁判的问题均不含“明显的迟疑”

  @ref-49 @ref-50D1 @text
  场景: 打牌中（首引之后）防家暴露大牌——他已是防家，裁决不写“成为防家”的条件，也不引用第24条
    # 第49条：“如果防家的牌张处于其同伴可能看到的位置……以上各种暴露的牌张均成为罚张（参阅第50条）”；
    # “如违规者后来成为防家”是第24条竞叫期间的条件（第17条E款：首引牌张翻明时竞叫阶段结束）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, expose: [HJ]}
      """
    那么东有大罚张HJ
    而且裁决引用第49条
    而且第24条的任何款均未被引用
    而且中文裁决不写明“成为防家”

  @ref-50B @ref-24 @text
  场景: 条文 B款 最终不叫后首引前暴露一张大牌——只有一张罚张，裁决不得说“两张或以上罚张”
    # 第50条B款：“暴露的任何大牌……即成为重罚张；一防家如有两张或更多的罚张时，所有罚张均成为重罚张。”东只暴露了HJ一张。
    # 第17条E款：“……首引牌张已翻明时，竞叫阶段结束”，故首引前仍按第24条（“如违规者后来成为防家……视为罚张（参阅第50条）”）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: E, expose: [HJ]}
      """
    那么HJ为大罚张
    而且中文裁决不写明“两张或以上罚张”

  # ---- 独立读者（text17）----
  # 第50条B款最后一句：“一防家如有两张或更多的罚张时，所有罚张均成为重罚张。”读法：说的是同一防家同时持有的罚张（“一防家
  # ……有”）：已打出而不再是罚张的一张不算；两名防家各有一张时，各自仍按前一句定等级。1999年条文第50条只有A–D款（没有E款）。
  @ref-50B @text
  场景: 条文 B款 东已有因疏忽暴露的轻罚张H8，又因疏忽暴露C6——一防家有两张罚张，两张均成为重罚张
    # 第50条B款：“因疏忽而暴露的一张9或9以下的牌张……即成为轻罚张……一防家如有两张或更多的罚张时，所有罚张均成为重罚张。”
    # 第二张虽也因疏忽，H8由轻罚张变为重罚张，C6亦为重罚张；D款1：“如某防家有两张或更多的罚张可以合法打出，庄家可指定打出某一罚张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: E, expose: [C6]}
      - {finding: inadvertent, law: 50B}
      """
    那么东有重罚张H8
    而且东有重罚张C6
    而且裁决引用50D1

  @ref-50B @ref-50C @text
  场景: 条文 B款 东的轻罚张H8已打出后再因疏忽暴露C6——此时只有一张罚张，C6为轻罚张
    # 第50条B款：“一防家如有两张或更多的罚张时，所有罚张均成为重罚张”——H8已于第二墩打出，不再是罚张；C款：“在他打出该罚张前”。
    # C6是东当时唯一的罚张，按“因疏忽而暴露的一张9或9以下的牌张……即成为轻罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: E, expose: [C6]}
      - {finding: inadvertent, law: 50B}
      """
    那么东有轻罚张C6
    而且裁决引用50C

  @ref-50B @text
  场景: 条文 B款 东、西各因疏忽暴露一张小牌——“一防家”各只有一张罚张，各为轻罚张
    # 第50条B款：“一防家如有两张或更多的罚张时，所有罚张均成为重罚张。”东的H8和西的C7分属两名防家，不是“一防家”有两张。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: W, expose: [C7]}
      - {finding: inadvertent, law: 50B}
      """
    那么东有轻罚张H8
    而且西有轻罚张C7

  @ref-50B @ref-45E1 @text
  场景: 条文 B款 东持轻罚张H8时在已完成的牌墩后多打C6（不是引牌）——C6依第45条E款1为罚张，两张均成为重罚张
    # 第45条E款1：“如果某防家在一墩牌中多打了一张牌，依据第50条该张牌成为罚张。”第50条B款：“如在一墩牌中打出了两张牌”本是
    # 轻罚张的例子，但“一防家如有两张或更多的罚张时，所有罚张均成为重罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: E, play: C6}
      - {finding: "no", law: 45E1}
      """
    那么东有重罚张H8
    而且东有重罚张C6

  @ref-50B @text
  场景: 条文 B款 因疏忽暴露的HT——10不是“9或9以下的牌张”，是大牌，即为重罚张
    # 第50条B款：“因疏忽而暴露的一张9或9以下的牌张……即成为轻罚张。暴露的任何大牌……即成为重罚张”。裁判认定疏忽也不改变等级。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [HT]}
      """
    那么东有重罚张HT
    而且不需要裁判依50B作出判断

  @ref-50B @ref-50D2 @text
  场景: 条文 B款、D款2 东的轻罚张H8因再暴露S6而成为重罚张——西赢得引牌权时，庄家可作D款2的选择，西在选择前不得引牌
    # 第50条B款：“一防家如有两张或更多的罚张时，所有罚张均成为重罚张。”D款2：“当轮到某防家引牌，如果其同伴有一重罚张时，在
    # 庄家尚未对下述罚则作出选择前，不得引牌。”对照本文件text5的场景：只有轻罚张H8时，同伴引牌不受限制（C款）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: E, expose: [S6]}
      - {finding: inadvertent, law: 50B}
      - {seat: S, lead: C5}
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      """
    那么东有重罚张H8
    而且东有重罚张S6
    而且庄家可选择50D2的三种处理
    而且下一位行动者为南

  @ref-50D2a @ref-51B2a @text
  场景: 条文 D款2（a）、第51条B款2（a）庄家要求西引红心——红心罚张H8收回，西引H7，另一花色的S6仍为罚张
    # 第50条D款2（a）：“庄家可要求……该防家引出罚张花色……（两张或更多罚张时，参阅第51条）；如庄家做了此项选择，该牌张不再成为
    # 罚张，应收回。”第51条B款2（a）：“当某防家有几种花色的罚张时，庄家可要求该防家的同伴引出任一有罚张的花色（但应用本条B款1（a））。”
    # 只有被要求的花色的罚张收回；S6不在其内，仍为罚张。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, expose: [H8]}
      - {finding: inadvertent, law: 50B}
      - {seat: E, expose: [S6]}
      - {finding: inadvertent, law: 50B}
      - {seat: S, lead: C5}
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      - {seat: S, choose: {require_lead: H}}
      - {seat: W, lead: H7}
      """
    那么裁决引用51B2a
    而且西的H7是当前牌墩中的牌
    而且东的S6为罚张
    而且下一位行动者为北
