# language: zh-CN
功能: 第57条 防家过早引牌或打牌
  依1999年《桥牌竞赛规则》第57条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-57A @ref-57A1
  场景: 防家在同伴之前过早打牌：罚张，庄家要求同伴打出最大牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: W, lead: D9}
      - {seat: S, choose: {require_play: highest}}
      - {seat: E, play: CQ}
      """
    那么裁决引用57A
    而且裁决引用57A1
    而且西有大罚张D9

  @ref-57A2
  场景: 庄家要求同伴打出最小牌
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: W, lead: D9}
      - {seat: S, choose: {require_play: lowest}}
      - {seat: E, play: CQ}
      """
    那么裁决引用57A2
    而且发现藏牌

  @ref-57A3
  场景: 庄家禁止同伴打出另一花色
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: W, lead: D9}
      - {seat: S, choose: {forbid_play: D}}
      - {seat: E, play: CQ}
      """
    那么裁决引用57A3
    而且西有大罚张D9

  @ref-57B @ref-59
  场景: 同伴无法履行判罚：可打出任何牌张
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
      - {seat: E, play: S6}
      - {seat: S, choose: {require_play: highest}}
      - {seat: W, play: D5}
      """
    那么裁决引用57A
    而且裁决引用57B
    而且裁决引用59
    而且东有大罚张S6

  @ref-57C
  场景: 庄家和明手均已打牌：防家在同伴之前出牌不判罚
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: S, lead: H2}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      """
    那么裁决引用57C
    而且没有罚张

  # ---- 独立读者依1999年条文所写的场景（issues 13, 19）
  @ref-57A3 @text
  场景: 条文 A款3 只能禁止引牌花色以外的另一花色——选项列出其他每一花色
    # 第57条A款3：“禁止违规者同伴打出庄家指定的另一花色的牌张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: E, play: H8}
      """
    那么裁决引用57A
    而且庄家可作的选择包括forbid_play
    而且庄家可作的选择包括require_play

  @ref-57A3 @text
  场景: 条文 A款3 庄家不得禁止引牌花色——这样的选择被拒绝
    # 第57条A款3：“禁止违规者同伴打出庄家指定的另一花色的牌张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: E, play: H8}
      - {seat: S, choose: {forbid_play: H}}
      """
    那么记录被拒绝，错误指明事件12

  @ref-57A @ref-53A @text
  场景: 条文 A款 作出选择的是庄家，不是明手
    # 第57条A款：“同时庄家可在以下罚则中作出选择”；第43条A款1（c）：“明手不得参与打牌”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: E, play: H8}
      - {seat: N, choose: {require_play: highest}}
      """
    那么记录被拒绝，错误指明事件12
  @ref-57C @text
  场景: 条文 C款 明手自行打牌之后，防家在同伴之前打牌不判罚
    # 第57条C款：“如果庄家和明手均打过牌，或明手自行打过牌或违规建议打过牌，某防家在其同伴打牌前的打牌不判罚。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      """
    那么裁决引用57C
    而且没有罚张
    而且H8不是罚张

  # ---- 依1999年条文所写的场景（issue 18：无法履行判罚，题库的钥匙须与条文一致）
  @ref-57B @ref-59 @ref-57A1 @text
  场景: 条文 B款 同伴无法履行庄家选择的判罚——按第59条可打出任何牌张，过早打出的牌张仍为罚张
    # 第57条A款：“这种过早引出或打出的牌张成为罚张”；B款：“违规者的同伴无法履行庄家所选择的判罚时，按第59条，他可以打出任何牌张。”
    # 第59条：“赛员由于手中没有被指定的花色……而无法履行引牌或打牌判罚的要求时，则可打出其他任何合法牌张。”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: E, play: S6}
      - {seat: S, choose: {require_play: highest}}
      - {seat: W, play: D9}
      """
    那么裁决引用57A
    而且裁决引用57B
    而且裁决引用59
    而且东的S6为罚张
    而且西可打出任何合法牌张
    而且西的D9是当前牌墩中的牌
    而且没有“藏牌”的违规


  # ---- 第三次独立读者依1999年条文所写的场景（session 3 reader）
  @ref-57C @ref-45F @text
  场景: 条文 C款 明手违规建议打牌之后，防家在同伴之前打牌不判罚
    # 第57条C款：“如果庄家和明手均打过牌，或明手自行打过牌或违规建议打过牌，某防家在其同伴打牌前的打牌不判罚。”
    # 明手指定HA（记录写法 {seat: N, indicate: HA} 是本读者的提议），裁判依第45条F款认定构成建议打牌；东随后在同伴西之前出H8。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: N, indicate: HA}
      - {director: true}
      - {finding: "yes", law: 45F}
      - {seat: E, play: H8}
      """
    那么裁决引用57C
    而且没有罚张
    而且H8不是罚张

  @ref-57C @text
  场景: 条文 C款 庄家两手均已打牌之后，防家在同伴之前打牌不判罚
    # 第57条C款：“如果庄家和明手均打过牌……某防家在其同伴打牌前的打牌不判罚。”
    # 北（明手）引HQ，南在东之前从手中出H3，西随后也在同伴东之前出H6。
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
      - {seat: N, lead: HQ}
      - {seat: S, play: H3}
      - {seat: W, play: H6}
      """
    那么裁决引用57C
    而且H6不是罚张
    而且没有罚张

  @ref-57A @ref-57C @text
  场景: 条文 C款 明手的连接张不视为已自动打出——明手未出牌时防家过早打牌仍按A款判罚
    # 第57条C款：“明手的单张或同花色的连接张，不视之为已自动打出的牌张。”
    # 南引H2，明手只有红心AKQ（连接张），尚未出牌；东在同伴西之前出H8：C款不适用，H8为罚张，庄家按A款选择。
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: H2}
      - {seat: E, play: H8}
      """
    那么裁决不引用57C
    而且裁决引用57A
    而且东的H8为罚张
    而且庄家可作的选择包括require_play

  # ---- 第八位独立读者（text10）
  @ref-57A1 @ref-61A @text
  场景: 条文 A款1 庄家要求同伴打出引牌花色的最大牌张——东持CQ却跟CJ，构成藏牌
    # 第57条A款1：“要求违规者的同伴打出其手中引牌花色的最大牌张”；第61条A款：“本来能够却未按……对选定的罚则的要求……打出某牌张……均构成藏牌”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: W, lead: D9}
      - {seat: S, choose: {require_play: highest}}
      - {seat: E, play: CJ}
      """
    那么裁决引用57A1
    而且发现藏牌

  @ref-57A3 @ref-61A @text
  场景: 条文 A款3 庄家禁止同伴打出方块——西黑桃缺门，本可垫红心或梅花，却垫方块，构成藏牌
    # 第57条A款3：“禁止违规者同伴打出庄家指定的另一花色的牌张”；第59条只在“手中仅持有被禁止打出的花色”时免责；
    # 第61条A款：“本来能够却未按……对选定的罚则的要求……打出某牌张或花色，均构成藏牌”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: E, play: S6}
      - {seat: S, choose: {forbid_play: D}}
      - {seat: W, play: D9}
      """
    那么裁决引用57A3
    而且东的S6为罚张
    而且发现藏牌

  @ref-57A @ref-50D1 @ref-52 @text
  场景: 条文 A款 过早打出的牌张是罚张——轮到东时他须打出该罚张S6，改出S7即未能打出罚张（第52条）
    # 第57条A款：“这种过早引出或打出的牌张成为罚张”；第50条D款1：“重罚张必须于第一次合法机会打出，不论是引牌、跟牌……”；
    # 第52条B款：“当规定某防家打出罚张时，如果他引出或打出其他牌张，庄家可以接受……”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: S, lead: SA}
      - {seat: E, play: S6}
      - {seat: S, choose: {require_play: lowest}}
      - {seat: W, play: D9}
      - {seat: N, play: S2}
      - {seat: E, play: S7}
      """
    那么第52条的某款被引用
    而且南可以选择接受或不接受

  @ref-57A @text
  场景: 条文 A款 选择限制的是违规者的同伴——违规者西自己在下一墩不受“最小牌张”的限制
    # 第57条A款1、2：“要求违规者的同伴打出其手中引牌花色的最大（最小）牌张”——受限制的是东，不是违规者西
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: W, lead: D9}
      - {seat: S, choose: {require_play: lowest}}
      - {seat: E, play: CJ}
      - {seat: S, play: CA}
      - {seat: S, lead: CK}
      - {seat: W, play: CT}
      """
    那么没有“藏牌”的违规
    而且西的CT是当前牌墩中的牌

  # ---- 独立读者（text14）----
  @ref-57A @ref-50D1 @text
  场景: 条文 A款 防家过早引出下一墩的牌——成为罚张，裁判问的是暴露的罚张的信息
    # 第57条A款：“这种过早引出或打出的牌张成为罚张”；第50条条首：“防家过早暴露（但非引牌，参阅第57条）的牌张……均为罚张”；
    # 第50条D款1：“（对违规者的同伴，违规者必须打出罚张的信息是合法的；然而，从暴露的罚张产生的信息是非法）”
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: W, lead: H7}
      """
    那么西有大罚张H7
    而且需要裁判依第16条作出非法信息的判断
    而且裁判的某个问题含“暴露的罚张”
    而且裁判的问题均不含“明显的迟疑”
    而且中文裁决不写明“成为防家”
