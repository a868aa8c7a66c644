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
