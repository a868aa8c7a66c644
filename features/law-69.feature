# language: zh-CN
功能: 第69条 对声称或承认的默认
  依1999年《桥牌竞赛规则》第69条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-69A
  场景: 对方默认声称：按声称墩数记分
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
    那么裁决引用69A
    而且打牌结束
    而且庄家最终赢得13墩

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-69B @text
  场景: 条文 B款 更改时限内撤消对声称的默认——按第69条B款，不作有争议的声称（第70条）
    # 第69条B款：“在第79条C款规定的更改时限内，参赛者可请求撤消对对方声称的默认，但仅限于原已默认的失墩，而实际上已为本方赢得，或经裁判判定该失墩在剩余牌张中以任何正常打法不可能丢失时，该副牌才可重新记分。”
    # 记录写法 {finding: acquiesced, law: "69"} 是独立读者的提议：默认已成立，其后的 object 是撤消默认
    # 规则修正者注（fix-play-b）：独立读者原期望不经判断即重新记分（庄家11墩）。但东西的两墩都可能“以合法的打法”
    # 丢失（东引C6、南出CQ、西垫CT；南再引CA），牌张本身不能决定；“以任何正常打法不可能丢失”须由裁判判定（69B的问题）。
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
      - {finding: acquiesced, law: "69"}
      - {seat: E, object: true}
      """
    那么裁决引用69B
    而且裁决不引用70
    而且需要裁判依69B作出判断

  @ref-69B @text
  场景: 条文 B款 撤消默认——所默认的失墩以任何合法打法都不会丢失时按牌张重新记分
    # 第69条B款：“仅限于原已默认的失墩……在剩余牌张中以任何正常打法不可能丢失时，该副牌才可重新记分。”
    # 以任何合法打法都不会丢失的牌墩，以任何正常打法更不会丢失：最后一墩南引CQ，西持CK，无将牌。
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
      - {seat: E, lead: C6}
      - {seat: S, play: CA}
      - {seat: W, play: CT}
      - {seat: N, play: C3}
      - {seat: S, claim: 1}
      - {finding: acquiesced, law: "69"}
      - {seat: W, object: true}
      """
    那么裁决引用69B
    而且裁决不引用70
    而且不需要裁判依69B作出判断
    而且打牌结束，庄家得11墩

  # ---- 第三次独立读者依1999年条文所写的场景（session 3 reader）
  # 十一墩后南北10墩、东西1墩（东CJ赢第十一墩），东领出，剩两墩：东HJ、C6，西CK、CT，南CA、CQ，北C4、C3，将牌已尽。
  # 南声称1墩（即承认东西1墩），东西默认；更正时限内东请求撤消默认。第二墩东西是否“以任何正常打法不可能丢失”
  # 由裁判判定（南引CA时西垫CT即失去该墩），牌张本身不能决定。
  # 记录写法 {finding: "yes"|"no", law: 69B} 是本读者的提议：裁判对第69条B款问题的判定。
  @ref-69B @text
  场景: 条文 B款 撤消默认——裁判判定所默认的失墩以任何正常打法都不可能丢失：重新记分
    # 第69条B款：“……或经裁判判定该失墩在剩余牌张中以任何正常打法不可能丢失时，该副牌才可重新记分。”
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
      - {finding: acquiesced, law: "69"}
      - {seat: E, object: true}
      - {finding: "yes", law: 69B}
      """
    那么裁决引用69B
    而且裁决采用裁判依69B的认定
    而且裁决不引用70
    而且打牌结束，庄家得10墩

  @ref-69B @ref-69A @text
  场景: 条文 B款 撤消默认——裁判判定所默认的失墩以正常打法可能丢失：按默认的墩数记分，不重新记分
    # 第69条B款：“……但仅限于……经裁判判定该失墩在剩余牌张中以任何正常打法不可能丢失时，该副牌才可重新记分。”
    # 第69条A款：“该牌即以声称或承认的墩数作为打牌的输赢墩数予以记分。”
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
      - {finding: acquiesced, law: "69"}
      - {seat: E, object: true}
      - {finding: "no", law: 69B}
      """
    那么裁决引用69B
    而且裁决采用裁判依69B的认定
    而且裁决不引用70
    而且打牌结束，庄家得11墩

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：69A
  @ref-69A @ref-69B @text
  场景: 条文 A款 默认了不能成立的声称——无人请求撤消时按声称的墩数记分，不依第71条A款取消
    # 第69条A款：“参赛者同意敌方的声称或承认，并且本方在下一副牌中作出叫牌或该轮结束前，未提出异议时，则默认成立。该牌即以声称或承认的墩数作为打牌的输赢墩数予以记分。”
    # 最后一墩南引CQ而西持CK；南声称这一墩，东西默认。撤消默认须由默认方请求（69B），第71条只取消“承认”。
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
      - {seat: E, lead: C6}
      - {seat: S, play: CA}
      - {seat: W, play: CT}
      - {seat: N, play: C3}
      - {seat: S, claim: 1}
      """
    那么裁决引用69A
    而且裁决不引用71A
    而且打牌结束，庄家得12墩

  # ---- 独立读者（text18）：声称之后的认定 ----
  # 记录的约定（README “The event log”）：“A finding that answers nothing in the ruling is refused”。打牌中途，一个不回答
  # 任何问题的认定（如 {finding: "yes", law: 16B}）被拒绝，并指明事件；但在声称或承认之后（无异议，第69条A款默认），
  # 任何认定——连 law: "99" 这样不存在的条文——都被收进声称一项的 findings：既不拒绝，也不裁决。

  @ref-69A @ref-16B @text
  场景: 条文 A款 声称获默认后，裁判的一项与声称无关的认定——或被采用，或被拒绝，不得被默默忽略
    # 第69条A款：“声称或承认经对方默认……”，默认只及于声称；之后的认定若不回答裁决中的任何问题，应如打牌中途一样被拒绝
    # （或者，提议的第16条B款写法实现后，被采用而引用16B）。
    # text-fail：今天认定被收进第69条A款一项的 findings，不引用16B，也不拒绝。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, claim: 12, statement: "清将后都是赢张"}
      - {finding: "yes", law: 16B}
      """
    那么记录被采用或被拒绝，不被忽略：事件11
