# language: zh-CN
功能: 第58条 同时引牌和打牌
  依1999年《桥牌竞赛规则》第58条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-58B2
  场景: 防家同时打出两张牌且均被看到：另一张成为大罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, expose: [CJ]}
      - {finding: "yes", law: 58B2}
      """
    那么裁决引用58B2
    而且裁决不引用49
    而且东有大罚张CJ

  @ref-58B1
  场景: 防家同时打出两张牌只有一张被看到：另一张收回，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, expose: [CJ]}
      - {finding: "yes", law: 58B1}
      """
    那么裁决引用58B1
    而且裁决不引用49
    而且没有罚张

  @ref-58B1
  场景: 首引时同时打出两张牌只有一张被看到：另一张收回，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: W, expose: [C7]}
      - {finding: "yes", law: 58B1}
      """
    那么裁决引用58B1
    而且裁决不引用49
    而且没有罚张

  @ref-58B1
  场景: 第三家同时打出两张小牌只有一张被看到：不成为罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: E, expose: [H9]}
      - {finding: "yes", law: 58B1}
      """
    那么裁决引用58B1
    而且裁决不引用49
    而且没有罚张

  @ref-58B3
  场景: 防家收回同时打出的可见牌张后，庄家可收回接续打出的牌张，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, expose: [CJ]}
      - {finding: "yes", law: 58B2}
      - {seat: S, play: CA}
      - {seat: S, play: C5, replaces: true}
      """
    那么裁决引用58B3
    而且裁决不引用47F
    而且不判罚
    而且东有大罚张CJ
    而且南北赢得0墩
    而且下一位行动者为东

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-58B2 @ref-50B @text
  场景: 条文 B款2 在一墩牌中打出两张牌，另一张为9以下的小牌——条文自己的例子：小罚张
    # 第50条B款：“因疏忽而暴露的一张9或9以下的牌张（如在一墩牌中打出了两张牌，或不慎掉落出一张小牌等），即成为轻罚张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 58B2}
      """
    那么裁决引用58B2
    而且H8为小罚张
    而且东有小罚张H8

  @ref-58B3 @ref-16C @text
  场景: 条文 B款3 看到的牌张收回后——第16条C款非法信息
    # 第58条B款3：“对方接续打出的牌张可以收回，改换其他牌张，不判罚（参阅第16条C款）。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: E, expose: [DJ]}
      - {finding: "yes", law: 58B2}
      - {seat: S, play: DA}
      - {seat: S, play: DK, replaces: true}
      """
    那么裁决引用58B3
    而且需要裁判依第16条作出非法信息的判断
  @ref-58B1 @text
  场景: 条文 B款1 同时打出两张牌只有一张可以看到——该张必须打出，另一张收回，不判罚（机械性规定）
    # 第58条B款1：“若只有一张可以看到，则该张牌必须打出；其他牌张均予收回且不判罚。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: E, expose: [DJ]}
      - {finding: "no", law: 58B2}
      """
    那么裁决引用58B1
    而且没有罚张
    而且不需要裁判依58B1作出判断

  # ---- 第七位独立读者（text9）依1999年条文所写的场景：58A、58B2
  @ref-58B2 @ref-48A @text
  场景: 条文 B款2 庄家同时打出两张牌且均被看到——另一张不成为罚张
    # 第58条B款2：“该赛员应指定所要打出的是哪一张；如该赛员为防家，则已暴露的其他牌张均成为罚张”；第48条A款：“庄家和明手的牌张永远不会成为罚张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, expose: [DK]}
      - {finding: "yes", law: 58B2}
      """
    那么裁决引用58B2
    而且DK不是罚张
    而且没有罚张

  @ref-58A @text
  场景: 条文 A款 西与庄家的合法引牌同时出牌——视为接续行动：不是越序引牌，西的H5是本墩的牌
    # 第58条A款：“与合法引牌或打牌的赛员同时引牌或打牌可视为接续行动。”
    # 记录写法 simultaneous: true（与合法引牌或打牌同时）是本读者的提议；今天被拒绝（unknown key）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, lead: H5, simultaneous: true}
      - {seat: S, lead: H2}
      """
    那么记录被接受
    而且第53条的任何款均未被引用
    而且当前牌墩为 南H2 西H5
    而且下一位行动者为北
