# language: zh-CN
功能: 第55条 庄家越序引牌
  依1999年《桥牌竞赛规则》第55条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-55A
  场景: 庄家越序引牌，防家接受
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, lead: HA}
      - {seat: W, choose: accept}
      """
    那么裁决引用55A
    而且裁决引用53A
    而且当前牌墩为 北HA

  @ref-55B1
  场景: 轮到防家引牌时庄家引牌：收回，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: S, lead: H2}
      - {seat: W, choose: decline}
      """
    那么裁决引用55B1
    而且当前牌墩为空
    而且下一位行动者为西

  @ref-55B2
  场景: 庄家从错误方位引牌：收回并从正确方位引牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, lead: HA}
      - {seat: W, choose: decline}
      """
    那么裁决引用55B2
    而且下一位行动者为南

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-55C @ref-55B2 @text
  场景: 条文 C款 庄家越序引牌——每次都须由裁判判断庄家是否利用了违规获得的信息
    # 第55条C款：“如果庄家利用通过违规获得的信息来制定打牌路线，裁判可判给调整分。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, lead: HA}
      - {seat: W, choose: decline}
      """
    那么裁决引用55B2
    而且需要裁判依55C作出判断

  @ref-55C @text
  场景: 条文 C款 裁判对第55条C款问题的认定被采用，不被丢弃
    # 第55条C款：“如果庄家利用通过违规获得的信息来制定打牌路线，裁判可判给调整分。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, lead: HA}
      - {seat: W, choose: decline}
      - {finding: "no", law: 55C}
      """
    那么裁决采用裁判依55C的认定
    而且记录被采用或被拒绝，不被忽略：事件12

  # ---- 第八位独立读者（text10）
  @ref-55A @ref-53A @text
  场景: 条文 A款 “任一防家”——另一防家东（而非西）接受明手的越序引牌，引牌成立
    # 第55条A款：“如果庄家从其手中或明手越序引牌时，任一防家可按第53条规定接受该引牌，或要求收回”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, lead: HA}
      - {seat: E, choose: accept}
      """
    那么裁决引用55A
    而且当前牌墩为 北HA

  @ref-55A @text
  场景: 条文 A款 接受或要求收回是防家的选择——庄家自己表示接受，记录被拒绝
    # 第55条A款：“任一防家可按第53条规定接受该引牌，或要求收回”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, lead: HA}
      - {seat: S, choose: accept}
      """
    那么记录被拒绝，错误指明事件11

  @ref-55B1 @text
  场景: 条文 B款1 东（非首引者）要求庄家收回——不判罚，仍由西首引，西引红心不受限制
    # 第55条B款1：“若任一防家要求其收回该引牌，庄家应将错误引出的牌张放回原引出处，不判罚”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: S, lead: H2}
      - {seat: E, choose: decline}
      - {seat: W, lead: H5}
      """
    那么裁决引用55B1
    而且没有罚张
    而且H2不是罚张
    而且没有引牌判罚
    而且当前牌墩为 西H5

  @ref-55B2 @text
  场景: 条文 B款2 庄家收回明手的越序引牌，从手中引出另一花色——不判罚，HA不是罚张
    # 第55条B款2：“他应收回错误引出的牌张，并从正确方位引牌”——只要求从正确方位引牌，不限制花色（庄家的牌张从不成为罚张）
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: N, lead: HA}
      - {seat: E, choose: decline}
      - {seat: S, lead: DA}
      """
    那么裁决引用55B2
    而且HA不是罚张
    而且没有罚张
    而且当前牌墩为 南DA
