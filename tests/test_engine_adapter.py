"""The adapter's guard rails around durable-rules' measured faults (shared/brief/ENGINE.md)."""

from __future__ import annotations

import subprocess
import sys

from rulings.engine import Engine
from rulings.lawbook import default_lawbook
from rulings.log import parse_log
from rulings.ruling import rule

QUIET_LOGS = [
    {"dealer": "N", "events": []},
    {"dealer": "N", "events": [{"seat": "N", "call": "P"}]},
    {"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"},
                               {"seat": "S", "call": "P"}, {"seat": "W", "call": "P"}]},
]


def test_deals_where_no_rule_fires_do_not_crash_the_process() -> None:
    """durable crashes when asked to delete a state it never created: a deal with no irregularity
    must not ask. Run in a child process, so a native crash fails the test instead of the run."""
    code = (
        "from rulings.log import parse_log\nfrom rulings.ruling import rule, default_engine\n"
        f"logs = {QUIET_LOGS!r}\n"
        "for _ in range(50):\n"
        "    for d in logs:\n"
        "        r = rule(parse_log(d), default_engine('durable'))\n"
        "        assert r['rulings'] == [], r\n"
        "print('ok')\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and p.stdout.strip() == "ok", (p.returncode, p.stderr[-500:])


def test_quiet_deals_release_their_state_past_the_1024_sid_limit() -> None:
    """durable keeps a half state for a sid whose facts no rule handles; more than 1024 live sids
    crash or hang it. 1,100 deals without an irregularity through one engine, in a child process."""
    code = (
        "from rulings.engine import Engine\nfrom rulings.lawbook import default_lawbook\n"
        "from rulings.log import parse_log\nfrom rulings.ruling import rule\n"
        "e = Engine(default_lawbook(), 'durable')\n"
        f"log = parse_log({QUIET_LOGS[2]!r})\n"
        "for _ in range(1100):\n"
        "    assert rule(log, e)['rulings'] == []\n"
        "print('ok')\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0 and p.stdout.strip() == "ok", (p.returncode, p.stderr[-500:])


def test_the_same_log_gives_the_same_trace_in_a_long_lived_engine() -> None:
    """Fact numbers restart with each deal, so a service worker answers exactly like the CLI."""
    log = parse_log({"dealer": "E", "events": [{"seat": "W", "call": "1D"}, {"seat": "N", "choose": "decline"}]})
    engine = Engine(default_lawbook(), "durable")
    assert rule(log, engine) == rule(log, engine)


def test_a_fresh_engine_agrees_with_the_reference_on_quiet_deals() -> None:
    durable, python = Engine(default_lawbook(), "durable"), Engine(default_lawbook(), "python")
    for d in QUIET_LOGS:
        log = parse_log(d)
        a, b = rule(log, durable), rule(log, python)
        assert a["state"] == b["state"] and a["rulings"] == b["rulings"] == []


def test_each_engine_has_its_own_rulesets_and_the_rule_count_is_checked() -> None:
    book = default_lawbook()
    e1, e2 = Engine(book, "durable"), Engine(book, "durable")
    assert e1._host is not None and e2._host is not None
    assert e1._host.ruleset("auction") != e2._host.ruleset("auction")
    assert len(book.rules_for("auction")) < 512
