# language: zh-CN
功能: 第60条 不合法出牌后打牌
  依1999年《桥牌竞赛规则》第60条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-60A1
  场景: 非违规方接续打牌：处罚权丧失，越序引牌视同正常引牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      """
    那么裁决引用60A1
    而且当前牌墩为 西H5 北HA

  @ref-60A2 @ref-60A3
  场景: 越序引牌后对方接续打牌：视同依序出牌，原有罚张义务保留
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, expose: [D9]}
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      """
    那么裁决引用60A2
    而且裁决引用60A3
    而且处理包括penalty_retained
    而且西有大罚张D9

  @ref-60B
  场景: 庄家从错误方位引牌被要求收回后，防家在庄家正确引牌前打牌：该牌成为罚张
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
      - {seat: W, lead: H5}
      """
    那么违规为play_before_declarer_lead，违规者为西
    而且裁决引用60B
    而且裁决不引用53
    而且西有大罚张H5
    而且当前牌墩为空
    而且下一位行动者为南

  @ref-60C
  场景: 庄家尚未选择处理前，违规者的同伴接续打牌：不影响庄家的权利，该打牌本身受判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: W, lead: H5}
      - {seat: E, play: H8}
      """
    那么裁决引用60C
    而且处理包括rights_unaffected
    而且东有大罚张H8
    而且当前牌墩为 西H5
    而且下一位行动者为南

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-60A3 @ref-60A1 @text
  场景: 条文 A款3 持有罚张的防家越序引牌被接受——罚张义务保留，不另按第52条处理
    # 第60条A款3：“如果违规方此前尚有打出罚张的义务；或应履行引牌或打牌的判罚，该判罚保留至以后再予执行。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: W, lead: H7}
      - {seat: N, play: HA}
      """
    那么裁决引用60A3
    而且第52条的任何款均未被引用
    而且裁决不引用52B2
    而且西有大罚张CK

  # ---- 第六位独立读者（text6）依1999年条文所写的场景
  @ref-60C @ref-56 @text
  场景: 条文 C款 违规者的同伴接续打牌不影响庄家的权利——庄家仍可要求收回越序引牌
    # 第60条C款：“裁判尚未裁定判罚前，违规方一成员打出牌张，此举不能影响对方的权利”；
    # 第60条A款1只说“非违规方的赛员……如果打出牌张，对违规的处罚权即丧失”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, lead: H5}
      - {seat: E, play: H8}
      - {seat: S, choose: decline}
      """
    那么记录被接受
    而且处罚权未丧失
    而且裁决引用56
    而且西有重罚张H5
    而且当前牌墩为空
    而且下一位行动者为南

  @ref-60A1 @ref-60A3 @ref-26A2 @text
  场景: 条文 A款3 应履行的引牌判罚保留——东越序引牌被庄家接续打牌而合法化，第26条判罚留待以后执行
    # 第60条A款3：“如果违规方此前尚有打出罚张的义务；或应履行引牌或打牌的判罚，该判罚保留至以后再予执行。”
    # 西越序叫1H被取消（第31条B款），东首次获得引牌权时受第26条A款2的判罚；东在南该引牌时越序引牌，南跟牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 西:1H
    而且北选择不接受
    而且叫牌过程为 东:P 南:1S 西:P 北:2S 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: E, lead: H8}
      - {seat: S, play: H2}
      """
    那么裁决引用60A1
    而且裁决引用60A3
    而且引牌判罚成立

  @ref-60B @text
  场景: 条文 B款 “某防家”——要求庄家收回的东，在庄家从正确方位引牌前自己出牌，该牌为罚张
    # 第60条B款：“当庄家从错误方位的越序引牌被要求收回后，但尚未从正确方位引出前，某防家打出牌张，
    # 则该防家打出的牌张为罚张（参阅第50条）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: N, lead: HA}
      - {seat: E, choose: decline}
      - {seat: E, lead: H8}
      """
    那么记录被接受
    而且裁决引用60B
    而且东的H8为罚张
    而且下一位行动者为南
