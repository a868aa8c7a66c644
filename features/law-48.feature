# language: zh-CN
功能: 第48条 庄家暴露牌张
  依1999年《桥牌竞赛规则》第48条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-48A
  场景: 庄家暴露牌张：不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: S, expose: [DK]}
      """
    那么裁决引用48A
    而且不判罚
    而且没有罚张

  @ref-48B1 @ref-54A
  场景: 越序首引后庄家摊牌：成为明手
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: E, lead: HJ}
      - {seat: S, expose: [SA, SK, SQ, SJ, ST, H4, H3, H2, DA, DK, CA, CK, C5]}
      """
    那么裁决引用48B1
    而且裁决引用54A
    而且庄家为北

  @ref-48B2
  场景: 庄家在其他时间摊牌：视为声称
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
      - {seat: S, expose: [SJ, ST, DA, DK, C5]}
      """
    # 改正（issue 19 item 1）：第48条B款2“应用第68条”——作为声称处理，对方未提出异议时不是第70条的有争议声称
    那么裁决引用48B2
    而且裁决引用68
    而且裁决引用68D
    而且裁决不引用70

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-48B2 @ref-68 @ref-68D @text
  场景: 条文 B款2 庄家在首引后摊牌——作为声称处理，打牌停止
    # 第48条B款2：“庄家除了在对方越序首引后立刻摊牌的情况外，在其他任何时间摊出手中的牌，将被认为是作出声称或承认。应用第68条。”
    # 第68条D款：“任何声称或承认后，打牌即告停止。声称或承认后的所有打牌裁判应判为无效。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, expose: [SA, SK, SQ, SJ, ST, H4, H3, H2, DK, CA, CQ, C5]}
      - {seat: S, lead: H2}
      """
    那么裁决引用48B2
    而且裁决引用68
    而且打牌停止
    而且南的H2不在当前牌墩中
    而且不需要裁判依70作出判断

  @ref-48A @text
  场景: 条文 A款 庄家过早引出下一墩的牌——裁决引用第48条A款并说明该牌张的去向
    # 第48条A款：“庄家暴露的牌张不受判罚，并且庄家和明手的牌张永远不会成为罚张。”
    # 第57条只涉及防家：“当某防家在其同伴对当前牌墩尚未打牌前，便过早对下一墩牌引出牌张”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: S, lead: SA}
      """
    那么裁决引用48A
    而且裁决不引用57A
    而且SA不是罚张
    而且记录被采用或被拒绝，不被忽略：事件8

  @ref-48A @text
  场景: 条文 坏输入 明手暴露牌张——被采用或以一行错误拒绝，不被默默忽略
    # 第48条A款：“庄家和明手的牌张永远不会成为罚张”；issue 13：“a dummy's exposure the rules do not use”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, expose: [HA]}
      """
    那么记录被采用或被拒绝，不被忽略：事件10

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：48A、48B2
  @ref-48A @text
  场景: 条文 A款 庄家不慎掉落CQ——不要求强制打出，其后梅花墩打出CA不违规
    # 第48条A款：“庄家暴露的牌张不受判罚，并且庄家和明手的牌张永远不会成为罚张。对于庄家不慎掉落的牌张，不要求强制打出。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, expose: [CQ]}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      - {seat: S, play: CA}
      - {seat: W, play: C7}
      """
    那么裁决引用48A
    而且CQ不是罚张
    而且没有罚张
    而且第52条的任何款均未被引用
    而且没有“藏牌”的违规

  @ref-48B2 @ref-68D @ref-70 @text
  场景: 条文 B款2 庄家摊牌，防家有异议——视为声称，打牌停止，由裁判依第70条判断
    # 第48条B款2：“在其他任何时间摊出手中的牌，将被认为是作出声称或承认。应用第68条。”第68条D款：“如果任一赛员（包括明手）有异议，必须立即召请裁判，应用第70条、第71条”。
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
      - {seat: S, expose: [CA, CQ]}
      - {seat: W, object: true}
      """
    那么裁决引用48B2
    而且打牌停止
    而且需要裁判依70作出判断

  # ---- 独立读者（text17）----
  @ref-48A @text
  场景: 条文 A款 庄家未轮到出牌时说出自己手中的SA——不受判罚，SA不是罚张，其后不打SA也不违规
    # 第48条A款：“庄家暴露的牌张不受判罚，并且庄家和明手的牌张永远不会成为罚张。”（与第49条防家“指明其手中的某张牌”相对）
    # 第一墩明手跟D2后、东尚未出牌，南说“我有黑桃A”；东跟DT，南DA赢墩，再引H2：南不须于第一次机会打出SA。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: S, names_card: SA}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      """
    那么裁决引用48A
    而且SA不是罚张
    而且没有罚张
    而且第52条的任何款均未被引用
    而且第49条的任何款均未被引用
    而且南北赢得2墩
