# language: zh-CN
功能: 第61条 未跟牌——有关藏牌的查询
  依1999年《桥牌竞赛规则》第61条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-61A
  场景: 能够跟牌而未跟牌：藏牌
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
      """
    那么裁决引用61A
    而且发现藏牌

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-61A @ref-64B3 @ref-64C @ref-52 @text
  场景: 条文 A款 能打出罚张却未打出——构成藏牌，依第64条B款3不转移赢墩
    # 第61条A款：“本来能够却未按规则或对选定的罚则的要求引出或打出某牌张或花色，均构成藏牌”；
    # 第64条B款3：“如果藏牌是未打出暴露在桌面上的任何牌张……造成的”，藏牌虽然成立，但不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: SA}
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: CK}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      """
    那么发现藏牌
    而且裁决引用61A
    而且裁决引用64B3
    而且没有转移赢墩
    而且需要裁判依64C作出判断

  @ref-61B @ref-63B
  场景: B款 防家询问同伴是否有引牌花色：违反第61条B款，同伴的藏牌按成立处理，并须改正（第63条B款）
    # 第61条B款：“防家可以询问庄家，除地区桥牌组织另有规定外，不得询问其同伴”；第63条B款：“当违反了第61条B款时，
    # 藏牌者必须为合法牌张，并按藏牌成立应用第64条处罚”
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
      - {seat: W, asks: E}
      - {seat: E, play: HT, replaces: true}
      """
    那么裁决引用61B
    而且裁决引用63B
    而且处理包括revoke_established
    而且东有大罚张S9

  @ref-61B @ref-43B2b
  场景: B款 明手最先询问藏牌的庄家：由裁判判断明手询问前是否已违反第43条A款2（第43条B款2（b））
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
      - {seat: N, asks: S}
      """
    那么裁决引用61B
    而且需要裁判依43B2b作出判断

  # ---- 第六位独立读者（text6）依1999年条文所写的场景
  @ref-61A @ref-59 @ref-50D1 @text
  场景: 条文 A款 持有重罚张者须跟牌时跟出引牌花色——不构成藏牌，也不是未打出罚张
    # 第61条A款：“本来能够却未按规则或对选定的罚则的要求引出或打出某牌张……均构成藏牌（无法履行时，参阅第59条）”；
    # 第59条：“……或因跟牌的规定，而无法履行引牌或打牌判罚的要求时，则可打出其他任何合法牌张”；
    # 第50条D款1：“跟牌、必须执行引牌或打牌判罚的规定，都比打出重罚张更为优先”
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
      """
    那么没有“藏牌”的违规
    而且第52条的任何款均未被引用
    而且西有重罚张CK

  # ---- 第八位独立读者（text10）
  @ref-61B @text
  场景: 条文 B款 明手可询问未跟牌的庄家是否有引牌花色——不违规（提议的记录写法 {seat: N, asks: S}）
    # 第61条B款：“明手可询问庄家（但参阅第43条B款2（b））”；防家“不得询问其同伴”。记录没有询问的事件，本读者提议
    # {seat: <询问者>, asks: <被询问者>}；明手北问未跟方块的庄家南，是B款给明手的权利，不是违规
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
      - {seat: W, play: D7}
      """
    那么记录被接受
    而且未发现违规
