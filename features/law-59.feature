# language: zh-CN
功能: 第59条 无法履行引牌或出牌要求时（独立读者依1999年条文所写的场景）
  赛员由于手中没有被指定的花色，或者手中仅持有被禁止打出的花色，或因跟牌的规定，而无法履行引牌或打牌判罚的
  要求时，则可打出其他任何合法牌张。4♠南家主打，西家首引；西没有黑桃。

  # ---- 独立读者（text13）----
  @ref-59 @ref-50D2a @text
  场景: 条文 庄家要求西引出罚张花色黑桃，西没有黑桃——可引出任何合法牌张，不是藏牌；该罚张不再是罚张
    # 第59条：“赛员由于手中没有被指定的花色……而无法履行引牌或打牌判罚的要求时，则可打出其他任何合法牌张。”
    # 第50条D款2：“如庄家做了此项选择，该牌张不再成为罚张，应收回。”
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
      - {seat: E, lead: S9}
      - {seat: S, choose: decline}
      - {seat: S, choose: {require_lead: S}}
      - {seat: W, lead: D6}
      """
    那么记录被接受
    而且没有“藏牌”的违规
    而且没有罚张
    而且西的D6是当前牌墩中的牌
    而且下一位行动者为北

  @ref-59 @ref-57A1 @ref-57B @text
  场景: 条文 东在同伴西之前过早打牌，庄家要求西打出引牌花色最大的牌，西没有该花色——可打出任何合法牌张
    # 第57条A款1：“要求违规者的同伴打出其手中引牌花色的最大牌张”；B款：“违规者的同伴无法履行庄家所选择的判罚时，按
    # 第59条，他可以打出任何牌张。”
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
      - {seat: W, play: D6}
      """
    那么记录被接受
    而且西可打出任何合法牌张
    而且没有“藏牌”的违规
    而且西的D6是当前牌墩中的牌

  @ref-59 @ref-61A @ref-57A3 @text
  场景: 条文 对照 庄家禁止西打出方块，西不能跟黑桃，手中还有红心和梅花，却垫方块——能够履行而未履行，构成藏牌
    # 第57条A款3：“禁止违规者同伴打出庄家指定的另一花色的牌张”；第59条只在“无法履行”时适用；第61条A款：“本来能够却未按
    # ……对选定的罚则的要求引出或打出某牌张或花色，均构成藏牌”
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
      - {seat: W, play: D6}
      - {seat: N, play: S2}
      - {seat: E, play: S6}
      - {seat: S, lead: SK}
      - {seat: W, play: H5}
      """
    那么记录被接受
    而且发现藏牌
    而且西的违规为“藏牌”

  @ref-59 @ref-61A @ref-57A1 @text
  场景: 条文 对照 庄家要求西打出红心最大的牌，西有红心却出小红心——能够履行而未履行，构成藏牌
    # 第57条A款1：“要求违规者的同伴打出其手中引牌花色的最大牌张”；第61条A款：“本来能够却未按……对选定的罚则的要求
    # 引出或打出某牌张……均构成藏牌”；西的红心为H7、H6、H5，最大的是H7
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
      - {seat: S, choose: {require_play: highest}}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: C2}
      - {seat: E, play: C6}
      """
    那么记录被接受
    而且发现藏牌
    而且西的违规为“藏牌”
