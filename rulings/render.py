"""Words for a ruling: readable Chinese (default) or English text from the ruling JSON.

Only words live here; every fact comes from the ruling itself.
"""

from __future__ import annotations

from typing import Any

from rulings.cards import SUIT_EN, SUIT_ZH
from rulings.seats import SEAT_ZH, Seat

IRREGULARITY = {
    "bid_out_of_rotation": ("越序实质叫牌", "bid out of rotation"),
    "pass_out_of_rotation": ("越序不叫", "pass out of rotation"),
    "double_out_of_rotation": ("越序加倍或再加倍", "double or redouble out of rotation"),
    "insufficient_bid": ("不足叫牌", "insufficient bid"),
    "change_of_call": ("更改叫牌", "change of call"),
    "inadmissible_double": ("不合法的加倍或再加倍", "inadmissible double or redouble"),
    "barred_call": ("受罚不叫的赛员叫牌", "call in violation of an obligation to pass"),
    "bid_above_seven": ("超过7线的叫牌", "bid of more than seven"),
    "call_after_final_pass": ("最终不叫后的叫牌", "call after the final pass"),
    "exposed_card": ("竞叫期间暴露牌张", "card exposed during the auction"),
    "retention_of_right_to_call": ("叫牌权的保留", "retention of the right to call"),
}
SCOPE = {"next_turn": ("下一次轮到他叫牌时必须不叫", "must pass at his next turn"),
         "rest_of_auction": ("此后轮到他叫牌时必须永远不叫", "must pass whenever it is his turn to call")}
CHOICE = {"accept": ("接受", "accept"), "decline": ("不接受", "decline")}


def seat_name(seat: str | None, lang: str) -> str:
    if not seat:
        return "-"
    return SEAT_ZH[Seat(seat)] + "家" if lang == "zh" else {"N": "North", "E": "East", "S": "South", "W": "West"}[seat]


def suit_names(suits: list[str], lang: str) -> str:
    names = SUIT_ZH if lang == "zh" else SUIT_EN
    return ("、" if lang == "zh" else ", ").join(names.get(s, s) for s in suits)


def rectification_text(r: dict[str, Any], lang: str) -> str:
    zh = lang == "zh"
    k, seat = r["kind"], seat_name(r.get("seat"), lang)
    if k == "forced_pass":
        return f"{seat}{SCOPE[r['scope']][0]}" if zh else f"{seat} {SCOPE[r['scope']][1]}"
    if k == "lead_penalty":
        suits = r.get("suits") or []
        may = r.get("declarer_may", [])
        if suits:
            what = ("要求或禁止" if len(may) > 1 else "禁止") + f"首次获得引牌权时引出{suit_names(suits, lang)}"
            en = f"declarer may {' or '.join(may)} a {suit_names(suits, lang)} lead at his first turn to lead"
        else:
            what, en = "禁止首次获得引牌权时引出庄家指定的任一花色", "declarer may forbid the lead of any one suit he names"
        return (f"如违规方成为防守方：庄家可对{seat}{what}" if zh else f"If the offenders defend: {en} ({seat})")
    if k == "penalty_card":
        grade = {"major": "大罚张", "minor": "小罚张"}.get(r.get("grade", "major"))
        return f"如违规者成为防家：{r['card']}为{grade}" if zh else f"If the offender defends: {r['card']} is a {r.get('grade')} penalty card"
    if k == "cancel":
        return f"{seat}的叫牌 {r.get('call')} 予以取消" + ("（及其后所有叫牌）" if r.get("subsequent") else "") if zh \
            else f"{seat}'s call {r.get('call')} is cancelled" + (" with all later calls" if r.get("subsequent") else "")
    if k == "director_judgment":
        q = r.get("question", {})
        return f"请裁判判断（{r.get('heading', r['law'])}）：{q.get('zh', '')}" if zh \
            else f"Director's judgment ({r.get('heading_en', r['law'])}): {q.get('en', '')}"
    simple = {
        "no_penalty": ("不判罚", "no rectification"),
        "accepted": ("该叫牌被接受，视同合法叫牌", "the call is accepted as legal"),
        "forfeit": ("处罚权丧失，越序叫牌视同未作出", "the right to rectification is forfeited"),
        "revert_turn": (f"由{seat}叫牌", f"the auction reverts to {seat}"),
        "no_double": (f"{seat}该轮不得加倍或再加倍", f"{seat} may not double or redouble at that turn"),
        "must_repeat": (f"{seat}必须重复原叫牌 {r.get('call', '')}", f"{seat} must repeat the call {r.get('call', '')}"),
        "must_correct": (f"{seat}必须改为足够叫牌或不叫", f"{seat} must substitute a sufficient bid or a pass"),
        "must_substitute": (f"{seat}必须改叫一合法叫牌", f"{seat} must substitute a legal call"),
        "offender_chooses": (f"{seat}选择：让第一个叫牌成立，或改叫任何合法叫牌",
                             f"{seat} chooses: let the first call stand, or substitute any legal call"),
        "score_limit": ("违规方得分不得高于平均负分", "the offending side may score no more than average minus"),
        "auction_continues": (f"竞叫未结束，由{seat}叫牌", f"the auction is not over; {seat} calls"),
        "option": (f"{seat}可选择接受或不接受", f"{seat} may accept or decline"),
        "face_up": (f"{seat}的暴露牌张摊在桌上直至竞叫结束", f"{seat}'s exposed cards stay face up until the auction ends"),
        "lead_penalty_applies": ("引牌判罚成立", "the lead penalty applies"),
        "lead_penalty_lapses": ("引牌判罚不适用", "the lead penalty lapses"),
        "penalty_card_applies": ("罚张成立", "the penalty cards stand"),
        "penalty_card_lapses": ("违规者成为庄家或明手，不作罚张", "the offender is declarer or dummy: no penalty card"),
        "no_contract": ("超过7线的定约不能打牌和记分", "a contract above seven may not be played"),
        "deemed_subsequent": ("视同接续叫牌", "deemed to be subsequent"),
        "conventional_meaning": ("判罚针对约定叫关联的定约名目", "the rectification refers to the denominations shown"),
        "trick_transfer": (f"将{r.get('tricks')}墩转给{r.get('to')}", f"{r.get('tricks')} trick(s) transferred to {r.get('to')}"),
    }
    pair = simple.get(k)
    return (pair[0] if zh else pair[1]) if pair else k


def render_text(ruling: dict[str, Any], lang: str = "zh") -> str:
    """The ruling as text for a director at the table."""
    zh = lang == "zh"
    out: list[str] = []
    if not ruling["rulings"]:
        out.append("未发现违规。" if zh else "No irregularity found.")
    for n, item in enumerate(ruling["rulings"], 1):
        name = IRREGULARITY.get(item["irregularity"], (item["irregularity"], item["irregularity"].replace("_", " ")))
        who = seat_name(item["offender"], lang)
        out.append(f"裁决{n}（第{item['event']}项事件）：{who}{name[0]}" if zh
                   else f"Ruling {n} (event {item['event']}): {name[1]} by {who}")
        for c in item["citations"]:
            title = c["section_title"] if zh else c["section_title_en"]
            out.append(f"  {c['heading'] if zh else c['heading_en']} {title}：{c['text']}" if zh
                       else f"  {c['heading_en']} {title}")
        for r in item["rectification"]:
            if r["kind"] == "option":
                continue
            out.append(f"  · {rectification_text(r, lang)}" + (f"（{r['law']}）" if zh else f" [{r['law']}]"))
        for o in item.get("options", []):
            label = CHOICE.get(o["choice"], (o["choice"], o["choice"]))[0 if zh else 1]
            if o.get("value"):
                label += f" {o['value']}"
            refs = "、".join(c["heading"] for c in o["citations"]) if zh else ", ".join(c["heading_en"] for c in o["citations"])
            out.append(f"  选项：{seat_name(o.get('by'), lang)}{label} → {refs}" if zh
                       else f"  Option: {seat_name(o.get('by'), lang)} may {label} → {refs}")
            for r in o["rectification"]:
                out.append(f"      · {rectification_text(r, lang)}")
            for t in o.get("then", []):
                refs2 = "、".join(c["heading"] for c in t["citations"]) if zh else ", ".join(c["heading_en"] for c in t["citations"])
                cond = t["if"]
                who = seat_name(cond.get("seat"), lang)
                if cond.get("call"):
                    pre = f"如{who}叫{cond['call']}" if zh else f"if {who} calls {cond['call']}"
                else:
                    what = " ".join(str(cond[k]) for k in ("choice", "value") if cond.get(k))
                    pre = f"如{who}选择{what}" if zh else f"if {who} chooses {what}"
                if cond.get("rho"):
                    pre = (f"如上家叫{cond['rho']}，" if zh else f"RHO {cond['rho']}, ") + pre
                out.append(f"      {pre} → {refs2}：" + "；".join(rectification_text(r, lang) for r in t["rectification"]))
    st = ruling["state"]
    out.append("")
    if zh:
        phase = {"auction": "竞叫中", "play": "打牌阶段", "passed_out": "四家不叫，该副牌不打", "over": "结束"}.get(st["phase"], st["phase"])
        out.append(f"现状：{phase}；下一位行动者：{seat_name(st.get('next_to_act'), lang)}")
    else:
        out.append(f"State: {st['phase']}; next to act: {seat_name(st.get('next_to_act'), lang)}")
    for f in st.get("forced_passes", []):
        out.append(f"  强制不叫：{seat_name(f['seat'], lang)} {SCOPE[f['scope']][0]}（{f['law']}）" if zh
                   else f"  Forced pass: {seat_name(f['seat'], lang)} {SCOPE[f['scope']][1]} [{f['law']}]")
    for lp in st.get("lead_penalties", []):
        out.append("  " + rectification_text({"kind": "lead_penalty", **lp}, lang) + f"（{lp['law']}，{lp['status']}）")
    if st.get("contract"):
        c = st["contract"]
        out.append(f"  定约：{c['text']}，庄家{seat_name(c['declarer'], lang)}，首引{seat_name(c['opening_leader'], lang)}" if zh
                   else f"  Contract: {c['text']} by {seat_name(c['declarer'], lang)}, opening lead {seat_name(c['opening_leader'], lang)}")
    return "\n".join(out)
