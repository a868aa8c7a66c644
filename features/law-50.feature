# language: zh-CN
功能: 第50条 罚张的处理
  依1999年《桥牌竞赛规则》第50条，从打牌事件记录作出裁决（4♠南家主打，西家首引）。

  @ref-50B
  场景: 因疏忽暴露一张小牌：小罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      """
    那么裁决引用50B
    而且东有小罚张H8

  @ref-50B
  场景: 两张罚张：均为大罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      - {seat: E, expose: [H9]}
      """
    那么东有大罚张H8
    而且东有大罚张H9

  @ref-50C
  场景: 小罚张：打出后不再是罚张
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.QJ，南 AKQJT.432.AK.AK5，西 -.765.98765.T9876
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: C6}
      - {seat: N, play: C2}
      - {seat: E, play: CQ}
      - {seat: S, play: CA}
      - {seat: E, expose: [H8]}
      - {finding: "yes", law: 50B}
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      """
    那么裁决引用50C
    而且没有罚张

  @ref-50D1
  场景: 重罚张必须于第一次合法机会打出
    假如各家的牌为北 5432.AKQ.432.432，东 9876.JT98.QJT.J6，南 AKQJT.432.AK.AQ5，西 -.765.98765.KT987
    而且叫牌过程为 北:P 东:P 南:4S 西:P 北:P 东:P
    当事件为：
      """
      - {seat: W, lead: D5}
      - {seat: N, play: D2}
      - {seat: E, play: DT}
      - {seat: S, play: DA}
      - {seat: W, expose: [CK]}
      - {seat: S, lead: C5}
      - {seat: W, play: CK}
      """
    那么裁决引用50D1
    而且没有罚张

  @ref-50D2 @ref-50D2a
  场景: 罚张者同伴获得引牌权：庄家要求引出罚张花色
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
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {require_lead: C}}
      """
    那么裁决引用50D2a
    而且庄家可选择50D2的三种处理
    而且没有罚张
    而且东必须引出梅花

  @ref-50D2a
  场景: 庄家禁止引出罚张花色：保持引牌权期间有效
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
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {forbid_lead: C}}
      """
    那么裁决引用50D2a
    而且东在保持引牌权期间不得引出梅花

  @ref-50D2b
  场景: 庄家不作要求或禁止：罚张仍为罚张
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
      - {seat: S, lead: H2}
      - {seat: W, play: H5}
      - {seat: N, play: HA}
      - {seat: E, play: H8}
      - {seat: N, lead: D4}
      - {seat: E, play: DQ}
      - {seat: S, play: H3}
      - {seat: W, play: D7}
      - {seat: S, choose: {penalty_card: CK}}
      """
    那么裁决引用50D2b
    而且西有大罚张CK
