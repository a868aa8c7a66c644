# language: zh-CN
功能: 第47条 收回打出的牌张
  依1999年《桥牌竞赛规则》第47条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-47F
  场景: 牌张一经打出不得收回：防家另出的牌张成为罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, play: CJ, replaces: true}
      """
    那么裁决引用47F
    而且东有大罚张CJ
    而且当前牌墩为 西C6 北C2 东CQ

  @ref-47D @ref-62C1
  场景: 对方改正藏牌后，非违规方可收回接续打出的牌张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: S, lead: H2}
      - {seat: W, play: D5}
      - {seat: N, play: HA}
      - {seat: W, play: H5, replaces: true}
      - {seat: N, play: HK, replaces: true}
      """
    那么裁决引用62A
    而且裁决引用62B1
    而且裁决引用47D
    而且裁决引用62C1
    而且西有大罚张D5
    而且当前牌墩为 南H2 西H5 北HK

  @ref-47C
  场景: 疏忽指定的牌张可以收回：不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: N, play: C4, replaces: true}
      - {finding: "yes", law: 47C}
      """
    那么裁决引用47C
    而且不判罚
    而且当前牌墩为 西C6 北C4

  @ref-47E1
  场景: 因对方错误告知轮到自己引牌而越序引牌：收回，不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, lead: H8}
      - {finding: "yes", law: 47E1}
      """
    那么裁决引用47E1
    而且裁决不引用53
    而且当前牌墩为空
    而且下一位行动者为南

  @ref-47E2a
  场景: 基于对方错误解释打出的牌张，无人接续打牌：可以收回
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: E, play: CJ, replaces: true}
      - {finding: "yes", law: 47E2a}
      """
    那么裁决引用47E2a
    而且裁决不引用47F
    而且当前牌墩为 西C6 北C2 东CJ

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-47E2a @text
  场景: 条文 E款2（a）明手已摊牌后——首引不得收回
    # 第47条E款2（a）：“在明手已摊出任何牌张后，首引便不得收回。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: W, play: H5, replaces: true}
      - {finding: "yes", law: 47E2a}
      """
    那么西的D5是当前牌墩中的牌
    而且西的H5不在当前牌墩中

  @ref-47E2b @ref-40C @text
  场景: 条文 E款2（b）已有人接续打牌——不能收回，应用第40条C款，不按第47条F款产生罚张
    # 第47条E款2（b）：“此时不能如上述（a）规定收回打出的牌张，应用第40条C款。”
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
      - {seat: W, play: H6, replaces: true}
      - {finding: "yes", law: 47E2b}
      """
    那么裁决引用47E2b
    而且需要裁判依40C作出判断
    而且裁决不引用47F
    而且没有罚张
    而且西的H5是当前牌墩中的牌

  @ref-47F @text
  场景: 条文 F款 牌张一经打出不得收回——裁决指明必须打出的是留下的那一张
    # 第47条F款：“凡不属上述A到E各款所规定的情况，牌张一经打出，均不得收回。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: E, play: DQ, replaces: true}
      """
    那么裁决引用47F
    而且东的DT是当前牌墩中的牌
    而且东的DQ不在当前牌墩中
    而且裁决指明东必须打出DT

  # ---- 依1999年条文所写的场景（issue 18：改正疏忽的指定，题库的钥匙须与条文一致）
  @ref-47C @ref-45C4b @text
  场景: 条文 C款 疏忽指定的牌张收回——收回的是误指定的牌张，不判罚
    # 第47条C款：“在第45条C款4（b）许可的情况下，赛员由于疏忽所指定的打牌，可以收回，不判罚。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: N, play: D3, replaces: true}
      - {finding: "yes", law: 47C}
      """
    那么裁决引用47C
    而且裁决不引用47F
    而且不判罚
    而且北收回D2，改出D3，不判罚
    而且北的D3是当前牌墩中的牌
    而且没有罚张

  # ---- 第五位独立读者（text5）依1999年条文所写的场景：45C4（b）与47C——疏忽指定的改正，收回的牌张
  @ref-45C4b @ref-47C @text
  场景: 条文 C款 防家立即改正疏忽说出的牌张——收回的牌张不成为罚张
    # 第45条C款4（b）：“赛员可以在不经停顿及思考的情形下立即改正其因疏忽指定的错误牌张，不判罚”；
    # 第47条C款：“在第45条C款4（b）许可的情况下，赛员由于疏忽所指定的打牌，可以收回，不判罚。”
    # “赛员”包括防家；“不判罚”：收回的牌张不依第49条成为罚张（对照第47条A款、B款“防家收回的牌张可能成为罚张”）。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: E, play: DJ, replaces: true}
      - {finding: "yes", law: 45C4b}
      """
    那么裁决引用47C
    而且东收回DT，改出DJ，不判罚
    而且东的DJ是当前牌墩中的牌
    而且东的DT不在当前牌墩中
    而且没有罚张
    而且下一位行动者为南

  @ref-45C4b @ref-47C @text
  场景: 条文 C款 防家改正所说出的牌张，裁判尚未认定是否疏忽——须由裁判依45C4（b）判断
    # 第45条C款4（b）的许可只及于“在不经停顿及思考的情形下立即改正其因疏忽指定的错误牌张”：是否疏忽、是否立即，由裁判判断。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: E, play: DJ, replaces: true}
      """
    那么需要裁判依45C4b作出判断

  @ref-45C4b @ref-47F @ref-49 @ref-50B @text
  场景: 条文 F款 裁判认定防家的改正不属疏忽指定——原牌张不得收回，试图改出的大牌成为重罚张
    # 第47条F款：“凡不属上述A到E各款所规定的情况，牌张一经打出，均不得收回。”
    # 第49条：“防家指明其手中的某张牌时，（判罚）以上各种暴露的牌张均成为罚张”；第50条B款：“暴露的任何大牌……即成为重罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: E, play: DJ, replaces: true}
      - {finding: "no", law: 45C4b}
      """
    那么裁决引用47F
    而且东的DT是当前牌墩中的牌
    而且东的DJ不在当前牌墩中
    而且东有大罚张DJ

  @ref-45C4b @ref-47F @ref-48A @text
  场景: 条文 F款 裁判认定庄家对明手牌张的改正不属疏忽指定——明手原牌张不得收回，下家的牌张也不更换
    # 第47条F款：“牌张一经打出，均不得收回”；第45条C款4（b）下家“可收回更换”只在改正被许可时；
    # 第48条A款：“庄家和明手的牌张永远不会成为罚张”。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: N, play: D4, replaces: true}
      - {finding: "no", law: 45C4b}
      """
    那么裁决引用47F
    而且北的D2是当前牌墩中的牌
    而且北的D4不在当前牌墩中
    而且东的DT是当前牌墩中的牌
    而且没有罚张
    而且下一位行动者为南
