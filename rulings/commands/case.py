"""`rulings case …`, `rulings casebook`, `rulings user add`: the appeals case store from the command line
(Laws 12C, 92, 93; see `rulings.store.cases`).

    rulings user add NAME --role director|committee|admin     # prints the new token once
    rulings user add NAME --role instructor --group G         # a quiz instructor of group G (issue 7)
    rulings user list                                         # users, with revoked tokens marked
    rulings user revoke NAME                                  # the token is refused from the next request on
    rulings user rotate NAME                                  # a new token, printed once; the old one is refused
    rulings case new LOG.yaml [--tournament T] [--session S] [--board N] [--scoring matchpoints|imps|total]
                              [--form pairs|individual|teams] [--player N=张三 ...] [--json]
    rulings case show ID [--json] [--version V]
    rulings case director ID RULING.yaml      # {findings: [{law, answer}], table_result, adjusted, laws, statement}
    rulings case appeal ID APPEAL.yaml        # {side, appellants, statement, committee: [...], time_limit_minutes}
    rulings case decide ID DECISION.yaml      # {decision: upheld|changed|cancelled, adjusted, laws, reasons}
    rulings case amend ID AMEND.yaml          # {reason, changes: {...}}: a closed case
    rulings case export ID --html OUT | --pdf OUT
    rulings casebook [--law 16] [--since 2026-01-01] [--decision changed] [--html OUT] [--pdf OUT] [--json]

Database: `--database URL`, else `RULINGS_DATABASE_URL`, else the service's default SQLite file; the
migrations (every head) are applied before each command.

Who acts: with `--token TOKEN` (or `RULINGS_TOKEN`) the command acts as that user, with exactly the
role checks of the API (a director's token cannot record a decision). Without a token the command runs
in LOCAL ADMINISTRATOR MODE: whoever can open the database acts as administrator (and may record a
decision on a committee's behalf); every change is still an audit entry, signed `local:<login name>`.
`rulings user add` always runs in local administrator mode: it is how the first users are made.
The referee-training quiz's instructors are made the same way, never by signing up: `--role
instructor --group G` adds one to the quiz's table (`rulings.quiz.store.QuizStore.add_instructor`),
who then sets exams for group G and reads its trainees' results; trainees sign themselves up.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from rulings import yamlio
from rulings.errors import InputError
from rulings.lawbook import cite_zh
from rulings.store import cases as store
from rulings.store.logs import read_log_file, read_text_file
from rulings.store.migrate import ensure_current
from rulings.store.printable import export_case_html, export_casebook_html


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--database", metavar="URL", help="数据库地址（默认 RULINGS_DATABASE_URL）— database URL")
    p.add_argument("--token", help="令牌（默认 RULINGS_TOKEN；无令牌为本地管理员模式）— act as this user")


#: The workflow commands: name -> (help, the `CaseStore` method that records the step).
WORKFLOW: dict[str, tuple[str, str]] = {
    "director": ("裁判裁决 — the director's ruling", "record_director"),
    "appeal": ("登记申诉 — lodge an appeal", "lodge_appeal"),
    "decide": ("仲裁决定 — the committee's decision", "record_decision"),
    "amend": ("修正已结案例 — amend a closed case", "amend"),
}


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("user", help="用户与令牌（管理员）— users and their tokens",
                              description="创建用户并打印其令牌（只显示一次）— create users; the token is shown once.")
    sub = p.add_subparsers(dest="user_command", metavar="ACTION")
    q = sub.add_parser("add", help="创建用户 — add a user")
    q.add_argument("name")
    q.add_argument("--role", required=True, choices=(*store.ROLES, "instructor"),
                   help="director | committee | admin | instructor（裁判培训教员 quiz instructor）")
    q.add_argument("--group", help="教员所带小组（仅 --role instructor）— the instructor's group (instructor only)")
    q.add_argument("--database", metavar="URL")
    q.set_defaults(handler=run_user_add)
    q = sub.add_parser("list", help="列出用户 — list users")
    q.add_argument("--database", metavar="URL")
    q.set_defaults(handler=run_user_list)
    q = sub.add_parser("revoke", help="吊销令牌（立即生效）— revoke a user's token, at once")
    q.add_argument("name")
    _common(q)
    q.set_defaults(handler=run_user_revoke)
    q = sub.add_parser("rotate", help="更换令牌（旧令牌立即失效）— a new token; the old one is refused at once")
    q.add_argument("name")
    _common(q)
    q.set_defaults(handler=run_user_rotate)
    p.set_defaults(handler=_help(p))

    p = subparsers.add_parser("case", help="申诉案例（第92、93条）— appeal cases",
                              description="申诉案例：立案、裁判裁决、申诉、仲裁决定 — the case store.")
    sub = p.add_subparsers(dest="case_command", metavar="ACTION")
    q = sub.add_parser("new", help="立案 — file a case from an event log")
    q.add_argument("log", help="事件记录 LOG.yaml")
    q.add_argument("--tournament", help="比赛名称 — tournament")
    q.add_argument("--session", help="节次 — session")
    q.add_argument("--board", type=int, help="牌号 — board")
    q.add_argument("--scoring", choices=store.SCORING_FORMS, default="matchpoints", help="计分方式 — form of scoring")
    q.add_argument("--form", metavar="pairs|individual|teams",
                   help="比赛形式：双人赛、个人赛（第88、89条）、队式赛；缺省按计分方式 — form of contest (default: from the scoring)")
    q.add_argument("--player", action="append", default=[], metavar="SEAT=NAME", help="牌手 N=张三 …")
    q.add_argument("--notes", default="", help="备注 — notes")
    q.add_argument("--json", action="store_true")
    _common(q)
    q.set_defaults(handler=run_new)
    q = sub.add_parser("show", help="查看案例 — show a case")
    q.add_argument("id", type=int)
    q.add_argument("--version", type=int, help="历史版本 — an earlier version")
    q.add_argument("--json", action="store_true")
    _common(q)
    q.set_defaults(handler=run_show)
    for name, (what, step) in WORKFLOW.items():
        q = sub.add_parser(name, help=what)
        q.add_argument("id", type=int)
        q.add_argument("file", help="YAML 文件 — a YAML file")
        q.add_argument("--json", action="store_true")
        _common(q)
        q.set_defaults(handler=run_step, step=step)
    q = sub.add_parser("export", help="打印版HTML或PDF — printable HTML or PDF")
    q.add_argument("id", type=int)
    out = q.add_mutually_exclusive_group(required=True)
    out.add_argument("--html", metavar="OUT", help="写出打印版HTML — write the printable HTML")
    out.add_argument("--pdf", metavar="OUT", help="写出PDF（需Chromium）— write a PDF (needs Chromium)")
    _common(q)
    q.set_defaults(handler=run_export)
    p.set_defaults(handler=_help(p))

    p = subparsers.add_parser("casebook", help="案例汇编 — closed cases by law, date, decision",
                              description="已结案例汇编，可按规则、日期、决定筛选 — the casebook.")
    p.add_argument("--law", help="规则编号，如 16 — a law number")
    p.add_argument("--since", help="自某日（YYYY-MM-DD）起的决定 — decisions since")
    p.add_argument("--decision", choices=store.DECISIONS)
    p.add_argument("--html", metavar="OUT", help="写出打印版HTML — write the printable casebook")
    p.add_argument("--pdf", metavar="OUT", help="写出PDF（需Chromium）— write the casebook as PDF (needs Chromium)")
    p.add_argument("--json", action="store_true")
    _common(p)
    p.set_defaults(handler=run_casebook)


def _help(p: argparse.ArgumentParser) -> Any:
    def show(_args: argparse.Namespace) -> int:
        p.print_help()
        return 2
    return show


def _store(args: argparse.Namespace) -> store.CaseStore:
    url = getattr(args, "database", None) or None
    ensure_current(url)
    return store.CaseStore(url)


def _actor(args: argparse.Namespace, st: store.CaseStore) -> store.Actor:
    token = getattr(args, "token", None) or os.environ.get("RULINGS_TOKEN")
    return st.authenticate(token) if token else store.local_admin()


def _yaml_file(path: str) -> Any:
    text = read_text_file(path)
    try:
        return yamlio.load(text)  # strict and bounded: no aliases or anchors, size and depth limited
    except yamlio.YamlError as exc:
        where = f"{path}:{exc.line}" if exc.line else path
        raise InputError(f"{where} 不是有效的YAML：{exc.message} — not valid YAML".replace("\n", " ")) from None


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


_FORM_WORDS = {"双人赛": "pairs", "个人赛": "individual", "队式赛": "teams"}


def _score_lines(score: dict[str, Any], indent: str) -> None:
    """A score's matchpoints or IMPs against the field (Laws 12C3, 78), its players (an individual event:
    each player's own, Laws 88, 89) and its notes, as the printed case shows them."""
    if mp := score.get("matchpoints"):
        print(f"{indent}比赛分 {mp['matchpoints']:g} / {mp['top']:g}（{mp['percentage']:g}%，{cite_zh(mp['law'])}）"
              f" — matchpoints {mp['matchpoints']:g} of {mp['top']:g}")
    if imps := score.get("imps"):
        print(f"{indent}IMP：南北 {imps['ns_imps']:g}，东西 {imps['ew_imps']:g}（{cite_zh(imps['law'])}）")
    for seat, p in (score.get("players") or {}).items():
        who = f"{_SEAT_ZH[seat]}{'（' + p['player'] + '）' if p.get('player') else ''}"
        if p.get("zh"):
            print(f"{indent}{who}：{p['zh']} — {p.get('en', '')}")
        else:
            value = p.get("parts") if "parts" in p else p.get("points")
            parts = ("；".join(f"{q['weight'] * 100:g}% {q['points']}" for q in value) if isinstance(value, list)
                     else str(value))
            same = "，违规方两人相同 — both offenders the same" if p.get("law") == "89" else ""
            print(f"{indent}{who}：{parts}（{cite_zh(str(p.get('law')))}{same}）")
    for note in score.get("notes") or []:
        print(f"{indent}{note}")


_SEAT_ZH = {"N": "北", "E": "东", "S": "南", "W": "西"}


def _summary(view: store.CaseView) -> None:
    d = view.data
    print(f"案例 {view.id}（第{view.version}版，{store.STATUS_ZH.get(view.status, view.status)}）"
          f" — case {view.id}, version {view.version}, {view.status}")
    print(f"  比赛：{d.get('tournament')}  节次：{d.get('session') or '—'}  牌号：{d.get('board') or '—'}"
          f"  计分：{d.get('scoring')}")
    form = store.case_form(d)
    print(f"  比赛形式：{store.CONTEST_FORM_ZH[form]} {form}" + ("" if d.get("form") else "（立案时未记录，按计分方式）"))
    if d.get("players"):
        print("  牌手：" + "  ".join(f"{k}={v}" for k, v in d["players"].items()))
    print(f"  引擎裁决：{len((d.get('ruling') or {}).get('rulings', []))} 项违规；规则版本 {d.get('lawbook_version')}")
    print(f"  涉及规则：{'、'.join(d.get('laws_cited', []))}")
    if d.get("director"):
        dr = d["director"]
        print(f"  裁判裁决（{dr['by']}）：" + "；".join(f"第{f['law']}条 {f['answer']}" for f in dr["findings"]))
        for key, label in (("table_result", "桌上结果"), ("adjusted", "调整分")):
            if dr.get(key):
                print(f"    {label}：{dr[key]['zh']}")
                _score_lines(dr[key], "      ")
        if dr.get("statement"):
            print(f"    理由：{dr['statement']}")
    if d.get("appeal"):
        a = d["appeal"]
        print(f"  申诉：{'南北' if a['side'] == 'NS' else '东西'} {a['lodged_at'][:16]}：{a['statement']}")
    if d.get("committee"):
        print(f"  仲裁委员会：{'、'.join(d['committee']['members'])}")
    if d.get("decision"):
        dec = d["decision"]
        print(f"  仲裁决定：{dec['decision_zh']}（{dec['decision']}）"
              + (f"；判分：{dec['score']['zh']}" if dec.get("score") else ""))
        if dec.get("score"):
            _score_lines(dec["score"], "    ")
        if dec.get("reasons"):
            print(f"    理由：{dec['reasons']}")
    print(f"  修改记录：{len(view.audit)} 条" + (f"，修正 {len(view.amendments)} 次" if view.amendments else ""))


def _done(view: store.CaseView, args: argparse.Namespace) -> int:
    if getattr(args, "json", False):
        _print_json(view.to_dict())
    else:
        _summary(view)
    return 0


def run_user_add(args: argparse.Namespace) -> int:
    """Create a user in local administrator mode and print the token once: a case-store user, or
    (`--role instructor --group G`) a quiz instructor, the role the quiz's sign-up does not grant."""
    if args.role == "instructor":
        return _add_instructor(args)
    if args.group is not None:
        raise InputError("--group 仅用于 --role instructor — --group is for --role instructor only")
    st = _store(args)
    actor, token = st.add_user(args.name, args.role)
    print(f"已创建用户 {actor.name}（{store.ROLE_ZH[actor.role]}）— created {actor.role} {actor.name}")
    print(f"令牌（只显示这一次）— token (shown once): {token}")
    return 0


def _add_instructor(args: argparse.Namespace) -> int:
    from rulings.quiz.store import QuizStore

    if not (args.group or "").strip():
        raise InputError("教员须指定小组：--group G — an instructor needs a group: --group G")
    quiz = QuizStore(getattr(args, "database", None) or None)
    person, token = quiz.add_instructor(args.name, args.group)
    print(f"已创建裁判培训教员 {person.name}（小组 {person.group}）— created quiz instructor {person.name} "
          f"of group {person.group}")
    print(f"令牌（只显示这一次）— token (shown once): {token}")
    print(f"小组邀请码（学员注册时填写）— the group's invitation code (trainees give it at sign-up): "
          f"{quiz.invitation(person)['code']}")
    return 0


def run_user_list(args: argparse.Namespace) -> int:
    for u in _store(args).users():
        print(f"{u['id']:>4}  {u['name']}  {u['role']}" + ("  已吊销 revoked" if u["revoked"] else ""))
    return 0


def run_user_revoke(args: argparse.Namespace) -> int:
    """Revoke a user's token (an administrator's token, or local administrator mode)."""
    st = _store(args)
    user = st.revoke_user(_actor(args, st), args.name)
    print(f"已吊销 {user['name']} 的令牌 — {user['name']}'s token is revoked")
    return 0


def run_user_rotate(args: argparse.Namespace) -> int:
    """Give a user a new token, printed once; the old one is refused from now on."""
    st = _store(args)
    user, token = st.rotate_user(_actor(args, st), args.name)
    print(f"已更换 {user['name']} 的令牌，旧令牌已失效 — {user['name']} has a new token; the old one is refused")
    print(f"令牌（只显示这一次）— token (shown once): {token}")
    return 0


def run_new(args: argparse.Namespace) -> int:
    st = _store(args)
    actor = _actor(args, st)
    log = read_log_file(args.log)
    players: dict[str, str] = {}
    for item in args.player:
        seat, _, name = item.partition("=")
        if seat.strip().upper() not in ("N", "E", "S", "W") or not name.strip():
            raise InputError(f"--player 应写作 N=张三：{item!r} — --player is SEAT=NAME")
        players[seat.strip().upper()] = name.strip()
    title = log.get("title") if isinstance(log, dict) else None
    payload = {"log": log, "tournament": args.tournament or title or Path(args.log).stem,
               "session": args.session, "board": args.board, "scoring": args.scoring, "players": players,
               "notes": args.notes}
    if args.form is not None:  # checked by the store: an unknown form is one line naming the field
        payload["form"] = _FORM_WORDS.get(args.form.strip(), args.form.strip().lower())
    return _done(st.create_case(actor, payload), args)


def run_show(args: argparse.Namespace) -> int:
    st = _store(args)
    actor = _actor(args, st)
    if args.version is not None:
        _print_json(st.version(actor, args.id, args.version))
        return 0
    return _done(st.get(actor, args.id), args)


def run_step(args: argparse.Namespace) -> int:
    """One step of the case workflow (`WORKFLOW`) with the YAML file the user names."""
    st = _store(args)
    return _done(getattr(st, args.step)(_actor(args, st), args.id, _yaml_file(args.file)), args)


def run_export(args: argparse.Namespace) -> int:
    st = _store(args)
    html = export_case_html(st.get(_actor(args, st), args.id))
    if args.pdf:
        _write_pdf(args.pdf, html)
    else:
        _write(args.html, html)
    return 0


def _write_pdf(path: str, html: str) -> None:
    """The printable page printed to PDF by headless Chromium (`rulings.store.pdf`)."""
    from rulings.store.pdf import write_pdf

    write_pdf(html, path)
    print(f"已写出 {path} — wrote {path}")


def _write(path: str, text: str) -> None:
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise InputError(f"无法写入 {path}：{exc} — cannot write") from None
    print(f"已写出 {path} — wrote {path}")


def run_casebook(args: argparse.Namespace) -> int:
    st = _store(args)
    views = st.casebook(_actor(args, st), law=args.law, since=args.since, decision=args.decision)
    if args.html or args.pdf:
        html = export_casebook_html(views, law=args.law, since=args.since)
        if args.html:
            _write(args.html, html)
        if args.pdf:
            _write_pdf(args.pdf, html)
        return 0
    rows = [{"id": v.id, "tournament": v.data.get("tournament"), "board": v.data.get("board"),
             "laws": v.data.get("laws_cited", []), "decision": v.data["decision"]["decision"],
             "date": v.data["decision"]["at"][:10]} for v in views]
    if args.json:
        _print_json(rows)
        return 0
    if not rows:
        print("没有符合条件的已结案例 — no closed case matches")
    for r in rows:
        print(f"{r['id']:>4}  {r['date']}  {store.DECISION_ZH[r['decision']]:<6}  {r['tournament']}"
              f"  第{r['board'] or '—'}副  规则 {'、'.join(r['laws'])}")
    return 0
