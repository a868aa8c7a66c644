"""`rulings quiz [--law 31] [--count 5] [--lang zh|en] [--seed N] [--user TOKEN [--db URL]]`: referee
training in the terminal; `rulings quiz --check`: the certification report.

Each question is shown as a bridge diagram (`rulings.quiz.diagram`): the hands around the table, the
auction in columns from the dealer, the play trick by trick, the other events where they happened.
Questions come from the certified bank (`rulings.quiz.bank`, `rulings.quiz.certify`): only a question
whose key the engine and its case's stated expectations agree on, and whose explanation contradicts
nothing, is asked. Each answer is checked against the engine's ruling (`rulings.ruling.rule`), then the
right answer, the rectification, the law text and why the chosen answer was wrong are shown. Answers
are read from stdin, one letter a line; a line that is not one of the letters is asked again.

`--check` prints every withheld question (id, source, title, reason), the number withheld and
certified, and the mechanical sections of Laws 17-71 with fewer than three certified questions.

Offline by default: nothing is stored. With `--user TOKEN` (the token `POST /api/quiz/signup` gave)
the draw weighs the trainee's stored answers (the laws answered worst first) and each answer is stored
in the quiz's tables (`rulings.quiz.store`) of the database at `--db` (default: `RULINGS_DATABASE_URL`,
else the SQLite file under the user's data directory), so the web progress page shows it too.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from typing import TYPE_CHECKING, Any

from rulings.errors import InputError
from rulings.quiz.bank import Question, answer_key, check, choices, default_bank, describe
from rulings.quiz.diagram import diagram_text
from rulings.quiz.progress import Answer, draw

if TYPE_CHECKING:  # the store (and SQLAlchemy) is imported only when --user asks for it
    from rulings.quiz.store import Person, QuizStore


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("quiz", help="裁判培训测验 — referee training quiz, answered against the engine")
    p.add_argument("--law", type=int, help="only questions on this law (e.g. 31)")
    p.add_argument("--count", type=int, default=5, help="how many questions (default 5)")
    p.add_argument("--lang", choices=("zh", "en"), default="zh", help="language (default zh)")
    p.add_argument("--seed", type=int, default=None, help="seed for a repeatable draw")
    p.add_argument("--user", metavar="TOKEN", help="store the answers for this trainee's token (记录到该学员名下)")
    p.add_argument("--db", metavar="URL", help="database URL for --user (default: RULINGS_DATABASE_URL)")
    p.add_argument("--check", action="store_true",
                   help="list the withheld questions and why (列出未通过核证的题目及原因)")
    p.set_defaults(handler=run)


def check_report(lang: str) -> int:
    """The certification report: withheld questions with the reason, the counts, thin sections."""
    zh = lang == "zh"
    bank = default_bank()
    for q, reason in bank.withheld:
        print(f"{q.id}\t{q.qtype}{'/' + q.focus if q.focus else ''}\t{q.source}\t{q.title}\t{reason}")
    thin = {ref: n for ref, n in bank.coverage().items() if n < 3}
    print(f"\n{'未通过核证（不出题）' if zh else 'withheld'}: {len(bank.withheld)}")
    print(f"{'已核证' if zh else 'certified'}: {len(bank.questions)}")
    if thin:
        print(("不足三题的机械性条款" if zh else "mechanical sections with fewer than three certified questions")
              + ": " + ", ".join(f"{ref}={n}" for ref, n in thin.items()))
    else:
        print("第17-71条每个机械性条款均有至少三道已核证的题目" if zh
              else "every mechanical section of Laws 17-71 has at least three certified questions")
    return 0


def _ask(opts: list[dict], zh: bool) -> dict | None:
    """Read a letter until it is one of the choices; None at the end of input."""
    while True:
        print("你的答案（字母）> " if zh else "Your answer (letter)> ", end="", flush=True)
        line = sys.stdin.readline()
        if not line:
            print()
            return None
        picked = next((o for o in opts if o["label"] == line.strip().upper()), None)
        if picked is not None:
            return picked
        letters = "、".join(o["label"] for o in opts) if zh else ", ".join(o["label"] for o in opts)
        print(f"无效的选项：{line.strip()!r}，请输入 {letters}" if zh
               else f"not a choice: {line.strip()!r}; answer one of {letters}")


def _trainee(args: argparse.Namespace) -> tuple[QuizStore | None, Person | None]:
    """The store and trainee of `--user TOKEN` (and `--db`), or none offline."""
    if args.db and not args.user:
        raise InputError("--db is used only with --user (--db 仅与 --user 一起使用)")
    if not args.user:
        return None, None
    from rulings.quiz.store import QuizStore

    store = QuizStore(args.db)
    return store, store.authenticate(args.user)


def _show_question(q: Question, n: int, total: int, opts: list[dict[str, Any]], lang: str) -> None:
    zh = lang == "zh"
    print(f"\n{'第' if zh else 'Question '}{n}{'题' if zh else ''} / {total}  [{q.id}]")
    print(diagram_text(q, lang))  # the deal as a diagram: hands, auction table, tricks
    for o in opts:
        print(f"  {o['label']}. {describe(o['value'], q.qtype, lang)}")


def _show_answer(res: dict[str, Any], zh: bool) -> None:
    """Right or wrong, the engine's ruling, why, the rectification now, and the law's text."""
    print(("✓ 正确" if zh else "✓ right") if res["correct"] else ("✗ 错误" if zh else "✗ wrong"))
    print(("正确答案：" if zh else "The engine's ruling: ") + res["key_text"])
    for w in res["why"]:
        print("  · " + w)
    if res["rectification"]:  # every type of question: what the ruling requires now
        print("纠正办法：" if zh else "Rectification:")
        for line in res["rectification"]:
            print("  - " + line)
    for c in res["citations"]:
        head = c["heading"] if zh else c["heading_en"]
        print(f"  {head} {c['section_title'] if zh else c['section_title_en']}：{c['text']}")


def run(args: argparse.Namespace) -> int:
    zh = args.lang == "zh"
    if args.check:
        return check_report(args.lang)
    if args.count < 1:
        raise InputError("--count must be at least 1 (题数至少为1)")
    store, person = _trainee(args)
    bank = default_bank()
    answers: list[Answer] = store.answers(person.id) if store and person else []
    questions = draw(bank, answers, args.count, seed=args.seed, law=args.law)
    if not questions:
        raise InputError(f"no question on law {args.law} in the bank (题库中没有第{args.law}条的题目)")
    right = 0
    for n, q in enumerate(questions, 1):
        opts = choices(q, answer_key(q), seed=n)
        _show_question(q, n, len(questions), opts, args.lang)
        picked = _ask(opts, zh)
        if picked is None:
            break
        res = check(q, picked["value"], args.lang)
        answers.append(Answer(q.id, q.law_numbers, res["correct"], datetime.now()))
        if store and person:
            store.record(person, q, res["correct"], res["answer"])
        right += int(res["correct"])
        _show_answer(res, zh)
    print(f"\n{'得分' if zh else 'Score'}: {right}/{len(questions)}")
    if store and person:
        print(f"{'已记录到' if zh else 'Stored for '}{person.name}")
    return 0
