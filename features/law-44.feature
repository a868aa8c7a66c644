# language: zh-CN
功能: 第44条 打牌的顺序与一般规定
  依1999年《桥牌竞赛规则》第44条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-44B
  场景: 庄家越序从明手出牌：收回
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: S, play: CA}
      """
    那么裁决引用44B
    而且裁决引用48A
    而且不判罚
    而且当前牌墩为 西C6 南CA
    而且下一位行动者为北

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-44 @text
  场景: 条文 坏输入 没有人得到的选择——被采用或以一行错误拒绝，不被默默忽略
    # issue 13：“a choice nobody was offered is either applied or refused with the one-line error”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, choose: accept}
      """
    那么记录被拒绝，错误指明事件10

  @ref-44 @text
  场景: 条文 坏输入 没有注明条文的认定——被采用或以一行错误拒绝
    # issue 13：“a finding with no law where the log needs one … is either applied or refused”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {finding: "yes"}
      """
    那么记录被采用或被拒绝，不被忽略：事件7

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：44F、44G
  @ref-44F @ref-44G @text
  场景: 条文 F款、G款 不含将牌的牌墩由引牌花色最大的牌赢得，赢墩者引下一墩——南垫C5不赢墩
    # 第44条F款：“一墩牌中，如不含将牌，则由打出引牌花色牌中最大牌者赢得此墩。”G款：“由赢墩者对下一墩进行引牌。”
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
      """
    那么东西赢得1墩
    而且南北赢得3墩
    而且下一位行动者为东

  # ---- 独立读者（text13）----
  @ref-44E @ref-44G @text
  场景: 条文 E款 含有将牌的牌墩由最大将牌赢得——东用小将牌S6将吃南的CQ，赢得此墩并引下一墩
    # 第44条E款：“一墩牌中，如含有将牌，则由打出最大将牌者赢得此墩。”G款：“由赢墩者对下一墩进行引牌。”
    # 东的梅花已出完（C6、CJ），第4墩垫出黑桃即为将吃；引牌花色中最大的CQ不赢墩
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: C5}
      - {seat: W, play: CK}
      - {seat: N, play: C2}
      - {seat: E, play: C6}
      - {seat: W, lead: C7}
      - {seat: N, play: C3}
      - {seat: E, play: CJ}
      - {seat: S, play: CA}
      - {seat: S, lead: CQ}
      - {seat: W, play: C8}
      - {seat: N, play: C4}
      - {seat: E, play: S6}
      """
    那么未发现违规
    而且东西赢得2墩
    而且南北赢得2墩
    而且下一位行动者为东
