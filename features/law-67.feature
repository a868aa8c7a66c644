# language: zh-CN
功能: 第67条 有缺陷的牌墩
  依1999年《桥牌竞赛规则》第67条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。
  记录不能自己显示有缺陷的牌墩：裁判的认定写作 {seat: 南, finding: omitted, law: "67"}（漏打）或
  {seat: 东, finding: too_many, law: "67", trick: 1}（多打）。

  @ref-67A1
  场景: 南家第一墩漏打，双方在下一墩打牌前发现：补打一张合法牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, finding: omitted, law: "67"}
      - {seat: S, play: C5}
      """
    那么违规为defective_trick，违规者为南
    而且裁决引用67A1
    而且处理包括supply_card
    而且南北赢得0墩
    而且下一位行动者为东

  @ref-67B1a
  场景: 南家第一墩漏打，双方在下一墩均已打牌后发现：补出引牌花色的牌张，不判罚，赢墩不变
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, lead: DQ}
      - {seat: S, play: DA}
      - {seat: W, play: D5}
      - {seat: N, play: D2}
      - {seat: S, finding: omitted, law: "67"}
      - {seat: S, play: CA}
      """
    那么裁决引用67B1a
    而且不判罚
    而且南北赢得1墩
    而且下一位行动者为南

  @ref-67B1b
  场景: 东家在无引牌花色时漏打，下一墩后发现：任出一张，视为藏牌，第64条转移一墩
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: S, lead: CK}
      - {seat: W, play: C7}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: S, lead: C5}
      - {seat: W, play: C8}
      - {seat: N, play: C4}
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, finding: omitted, law: "67"}
      - {seat: E, play: H8}
      - {seat: S, claim: 9}
      """
    那么裁决引用67B1b
    而且处理包括deemed_revoke
    而且转给南北1墩
    而且庄家最终赢得13墩

  @ref-67A2
  场景: 东家第一墩多打一张，在下一墩打牌前发现：应用第45条E款或第58条B款
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, finding: too_many, law: "67", trick: 1}
      """
    那么裁决引用67A2
    而且处理包括extra_withdrawn

  @ref-67B2
  场景: 东家第一墩多打一张，双方在下一墩均已打牌后发现：多余牌张收回，视为始终在手中
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
      - {seat: E, finding: too_many, law: "67", trick: 1}
      """
    那么裁决引用67B2
    而且处理包括extra_withdrawn
    而且没有罚张

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-67B1b @ref-64A2 @text
  场景: 条文 B款1（b）第十三墩后才发现漏打——补出一张，视为藏牌，依第64条A款2转移一墩
    # 第67条B款：“当双方在下一墩牌中均打出牌张后，指出有缺陷的牌墩……裁判确定该墩牌有缺陷。”
    # 第67条B款1（b）：“他可选择任一牌张放入其已打出的牌张中，（判罚）认为违规者在该墩牌上已构成藏牌，按第64条规定他可能受到一墩牌的处罚。”
    # 规则修正者注（fix-play-b）：独立读者原记录中西一直持有D6，却在第7墩（南引DK）和第10墩（北引D4）垫出梅花——
    # 这是两次真正的藏牌（第61条A款），会另外转移赢墩。为只检验第67条B款1（b），改为西在第7墩跟D6，最后补出的是C7。
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
      - {seat: W, play: D6}
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
      - {seat: W, finding: omitted, law: "67", trick: 3}
      - {seat: W, play: C7}
      """
    那么裁决引用67B1b
    而且转给南北1墩
    而且打牌结束，庄家得12墩

  @ref-67A2 @ref-45E1 @ref-50 @text
  场景: 条文 A款2 防家多打的牌在下一墩前发现——依第45条E款成为罚张
    # 第67条A款2：“为了改正上墩牌多打出牌张，应用第45条E款（5张牌的牌墩）或第58条B款”；
    # 第45条E款1：“如果某防家在一墩牌中多打了一张牌，依据第50条该张牌成为罚张。”
    # 规则修正者注（fix-play-b）：多出的牌张由认定的 card: 指明（记录无法显示是哪一张）；独立读者的记录没有这一项。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, finding: too_many, law: "67", trick: 1, card: C6}
      """
    那么裁决引用67A2
    而且引用的条文包括45E1或58B2之一
    而且东的C6为罚张

  # ---- 第六位独立读者（text6）依1999年条文所写的场景
  @ref-67A1 @text
  场景: 条文 A款 只有一方已对下一墩出牌——仍按A款改正：南补出一张合法牌张
    # 第67条A款：“如果在双方赛员下一墩均打出牌张前被指出违规，此错误必须改正。
    # 1.……违规者须补打出一张合法牌张。”（东已引出下一墩的牌，南北尚未出牌）
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C7}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      - {seat: E, lead: H8}
      - {seat: S, finding: omitted, law: "67", trick: 1}
      - {seat: S, play: C5}
      """
    那么记录被接受
    而且裁决引用67A1
    而且裁决不引用67B1a

  @ref-67B1b @ref-64B1 @text
  场景: 条文 B款1（b）视为藏牌，但违规方未赢得该墩及其后的牌墩——依第64条B款1不转移赢墩
    # 第67条B款1（b）：“（判罚）认为违规者在该墩牌上已构成藏牌，按第64条规定他可能受到一墩牌的处罚。”
    # 第64条B款1：“如果违规方既未赢得藏牌墩，亦未赢得藏牌以后的牌墩”，藏牌虽然成立，但不判罚
    # 西（黑桃缺门）在第2墩漏打，第3墩双方均已出牌后发现；西补出C7，其后西承认其余10墩
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: S, play: H2}
      - {seat: N, lead: S2}
      - {seat: E, play: S6}
      - {seat: S, play: SA}
      - {seat: S, lead: SK}
      - {seat: W, play: D5}
      - {seat: N, play: S3}
      - {seat: E, play: S7}
      - {seat: W, finding: omitted, law: "67", trick: 2}
      - {seat: W, play: C7}
      - {seat: W, concede: 10}
      """
    那么记录被接受
    而且裁决引用67B1b
    而且裁决引用64B1
    而且没有转移赢墩
    而且庄家最终赢得13墩

  @ref-67B2 @ref-61A @ref-64A2 @text
  场景: 条文 B款2 收回的多余牌张视为始终在手中——其后未跟该花色构成藏牌
    # 第67条B款2：“收回的牌张，被看作始终保持在违规者手中，而在较早的牌墩中的未跟牌，可能构成藏牌。”
    # 东在第1墩把CJ和C6一起打出（C6在下面，未暴露），第2墩梅花引出时垫H8，第3墩双方出牌后发现
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C7}
      - {seat: N, play: C2}
      - {seat: E, play: CJ}
      - {seat: S, play: CA}
      - {seat: S, lead: C5}
      - {seat: W, play: C8}
      - {seat: N, play: C3}
      - {seat: E, play: H8}
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, finding: too_many, law: "67", trick: 1, card: C6}
      """
    那么记录被接受
    而且裁决引用67B2
    而且发现藏牌
    而且打牌结束后转给南北1墩

  @ref-67A2 @ref-45E2 @ref-48A @text
  场景: 条文 A款2 庄家多打一张牌，在下一墩前发现——依第45条E款2不受判罚，不成为罚张
    # 第67条A款2：“为了改正上墩牌多打出牌张，应用第45条E款（5张牌的牌墩）或第58条B款”；
    # 第45条E款2：“如果庄家从手中或明手多打了一张牌，不受判罚”；第48条A款：“庄家和明手的牌张永远不会成为罚张”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, finding: too_many, law: "67", trick: 1, card: C5}
      """
    那么记录被接受
    而且裁决引用67A2
    而且C5不是罚张
    而且没有罚张
