"""Benchmark: the ruling round trip of the console service under concurrent load on loopback.

    .venv/bin/python bench/service_bench.py [--requests 400] [--threads 4] [--workers 2]
                                            [--engine durable] [--max-seconds 60]

The server runs as `uvicorn --factory rulings.service.app:create_app` in a subprocess on 127.0.0.1
(a free port), with its engine pool of `--workers` processes. This process is the client: `--threads`
threads, each with its own HTTP connection, POST the same 20-call auction (one bid out of rotation,
declined, and the auction to its end) to /api/rulings until `--requests` answers have come back or
`--max-seconds` have passed. Every answer is checked against the first. The table gives the latency
percentiles of the round trip and, for scale, of `rule()` called in this process on the same log.
Traffic goes to 127.0.0.1 only; the run is bounded in count and in time, and stops the server.

With `--fairness` the run is the load test of issue 15 instead: 8 clients, each from its own
loopback address (127.0.0.11 …: the service bounds and serves its queue per client address), send the
typical 20-call auction; the p99 of their rulings is measured alone, then again while 4 other clients
(127.0.0.21 …) send the slowest valid logs at hand (the slowest, by `rule()` in this process, of the
examples, a played deal and a 212-event auction of doubles and redoubles with the director called after
every call) as fast as they are answered. Figures go to bench/RESULTS.md.

Not part of the test suite.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent

# 20 calls: North deals; South bids 1S at East's turn (Law 31), West declines, the auction goes on to 4S.
AUCTION_20: dict[str, Any] = {"dealer": "N", "vulnerable": "none", "events": [
    {"seat": "N", "call": "1C"}, {"seat": "S", "call": "1S"}, {"director": True}, {"seat": "W", "choose": "decline"},
    {"seat": "E", "call": "1D"}, {"seat": "S", "call": "1S"}, {"seat": "W", "call": "2D"}, {"seat": "N", "call": "P"},
    {"seat": "E", "call": "3D"}, {"seat": "S", "call": "3S"}, {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"},
    {"seat": "E", "call": "4D"}, {"seat": "S", "call": "4S"}, {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"},
    {"seat": "E", "call": "X"}, {"seat": "S", "call": "P"}, {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"},
    {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"}]}


def calls_in(log: dict[str, Any]) -> int:
    return sum(1 for e in log["events"] if "call" in e)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of `values`."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(p / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def start_server(port: int, workers: int, engine: str, data_home: Path) -> subprocess.Popen:
    env = {**os.environ, "RULINGS_WORKERS": str(workers), "RULINGS_ENGINE": engine,
           "RULINGS_DATABASE_URL": f"sqlite:///{data_home / 'bench.sqlite3'}"}
    cmd = [sys.executable, "-m", "uvicorn", "--factory", "rulings.service.app:create_app",
           "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"]
    return subprocess.Popen(cmd, cwd=ROOT, env=env)


def wait_ready(base: str, proc: subprocess.Popen, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited with code {proc.returncode} while starting")
        try:
            if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"the server did not answer within {timeout:g} s")


def stop_server(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def load(base: str, requests: int, threads: int, max_seconds: float, expected: Any) -> dict[str, Any]:
    """`threads` clients share a budget of `requests`; stops early at `max_seconds`."""
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    budget = iter(range(requests))
    deadline = time.monotonic() + max_seconds

    def client() -> None:
        with httpx.Client(base_url=base, timeout=30) as http:
            while time.monotonic() < deadline:
                with lock:
                    if next(budget, None) is None:
                        return
                started = time.perf_counter()
                try:
                    answer = http.post("/api/rulings", json=AUCTION_20)
                    ok = answer.status_code == 200 and answer.json() == expected
                    problem = None if ok else f"HTTP {answer.status_code}"
                except httpx.HTTPError as exc:
                    problem = type(exc).__name__
                elapsed = time.perf_counter() - started
                with lock:
                    if problem is None:
                        latencies.append(elapsed)
                    else:
                        errors.append(problem)

    began = time.perf_counter()
    pool = [threading.Thread(target=client) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    wall = time.perf_counter() - began
    return {"latencies": latencies, "errors": errors, "wall": wall}


# a played deal: South's 4S, East's established revoke (tests/test_cases_pdf.py's case, Law 64A1)
_HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.QJ", "S": "AKQJT.432.AK.AK5", "W": "-.765.98765.T9876"}
_PLAY = ("W:C6 N:C2 E:CQ S:CA", "S:H2 W:H5 N:HA E:H8", "N:HQ E:H9 S:H3 W:H6", "N:HK E:S9 S:H4 W:H7",
         "E:CJ S:CK W:C7 N:C3", "S:SA W:D5 N:S2 E:S6", "S:SK W:D6 N:S3 E:S7", "S:SQ W:D7 N:S4 E:S8",
         "S:C5 W:CT N:C4 E:HT", "W:C9 N:D2 E:HJ S:DK", "W:C8 N:D3 E:DT S:ST", "S:DA W:D8 N:D4 E:DJ",
         "S:SJ W:D9 N:S5 E:DQ")


def candidate_logs() -> dict[str, dict[str, Any]]:
    """Valid logs of every shape at hand, to find the slowest."""
    import yaml

    out: dict[str, dict[str, Any]] = {"auction-20": AUCTION_20}
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        out[path.stem] = yaml.safe_load(path.read_text(encoding="utf-8"))
    played = [{"seat": s, "call": c} for s, c in (("N", "P"), ("E", "P"), ("S", "4S"), ("W", "P"), ("N", "P"), ("E", "P"))]
    for trick in _PLAY:
        for i, tok in enumerate(trick.split()):
            seat, card = tok.split(":")
            played.append({"seat": seat, ("lead" if i == 0 else "play"): card})
    out["played-revoke"] = {"board": 5, "hands": _HANDS, "events": played}
    calls = [c for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT") for c in (f"{level}{strain}", "X", "XX")]
    calls = calls[:-2] + ["P", "P", "P"]
    events: list[dict[str, Any]] = []
    for i, c in enumerate(calls):
        events += [{"seat": "NESW"[i % 4], "call": c}, {"director": True}]
    out["redoubles-212"] = {"dealer": "N", "vulnerable": "both", "hands": _HANDS, "events": events}
    return out


def slowest_log() -> tuple[str, dict[str, Any], float]:
    """The candidate with the highest median `rule()` time in this process."""
    from rulings.log import parse_log
    from rulings.ruling import default_engine, rule

    engine = default_engine()
    timed = []
    for name, log in candidate_logs().items():
        rule(parse_log(log), engine)
        runs = []
        for _ in range(5):
            started = time.perf_counter()
            rule(parse_log(log), engine)
            runs.append(time.perf_counter() - started)
        timed.append((statistics.median(runs), name, log))
    cost, name, log = max(timed, key=lambda t: t[0])
    return name, log, cost


def fairness(base: str, seconds: float, slow: dict[str, Any]) -> dict[str, Any]:
    """8 typical clients alone, then beside 4 clients sending `slow`: their latencies in each phase."""
    expected = httpx.post(f"{base}/api/rulings", json=AUCTION_20, timeout=60).json()

    def typical(i: int, stop: threading.Event, out: list[float], errors: list[str]) -> None:
        transport = httpx.HTTPTransport(local_address=f"127.0.0.{11 + i}")
        with httpx.Client(base_url=base, timeout=60, transport=transport) as http:
            while not stop.is_set():
                started = time.perf_counter()
                answer = http.post("/api/rulings", json=AUCTION_20)
                elapsed = time.perf_counter() - started
                if answer.status_code == 200 and answer.json() == expected:
                    out.append(elapsed)
                else:
                    errors.append(f"HTTP {answer.status_code}")

    def hog(i: int, stop: threading.Event, counts: dict[int, int]) -> None:
        transport = httpx.HTTPTransport(local_address=f"127.0.0.{21 + i}")
        with httpx.Client(base_url=base, timeout=60, transport=transport) as http:
            while not stop.is_set():
                code = http.post("/api/rulings", json=slow).status_code
                counts[code] = counts.get(code, 0) + 1

    phases: dict[str, Any] = {}
    for phase, hogs in (("8 clients", 0), ("8 clients + 4 sending the slowest log", 4)):
        stop = threading.Event()
        lat: list[float] = []
        errors: list[str] = []
        hog_codes: dict[int, int] = {}
        threads = [threading.Thread(target=hog, args=(i, stop, hog_codes)) for i in range(hogs)]
        threads += [threading.Thread(target=typical, args=(i, stop, lat, errors)) for i in range(8)]
        for t in threads:
            t.start()
        time.sleep(seconds)
        stop.set()
        for t in threads:
            t.join()
        phases[phase] = {"latencies": lat, "errors": errors, "hog_codes": hog_codes}
    return phases


def in_process_baseline(n: int = 200) -> list[float]:
    """`rule()` on the same log in this process: the engine's own cost, without HTTP or a pool."""
    from rulings.log import parse_log
    from rulings.ruling import default_engine, rule

    engine = default_engine()
    rule(parse_log(AUCTION_20), engine)
    out = []
    for _ in range(n):
        started = time.perf_counter()
        rule(parse_log(AUCTION_20), engine)
        out.append(time.perf_counter() - started)
    return out


def row(name: str, values: list[float], extra: str = "") -> str:
    ms = [v * 1000 for v in values]
    return (f"| {name:<28} | {len(ms):>6} | {percentile(ms, 50):>8.2f} | {percentile(ms, 90):>8.2f} | "
            f"{percentile(ms, 99):>8.2f} | {max(ms):>8.2f} | {statistics.fmean(ms):>8.2f} | {extra:<14} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400, help="answers to collect (default 400)")
    parser.add_argument("--threads", type=int, default=4, help="client threads (default 4)")
    parser.add_argument("--workers", type=int, default=2, help="engine worker processes (default 2)")
    parser.add_argument("--engine", choices=("durable", "python"), default="durable")
    parser.add_argument("--max-seconds", type=float, default=60.0, help="stop the load after this long")
    parser.add_argument("--fairness", action="store_true", help="the issue-15 load run (see the docstring)")
    parser.add_argument("--seconds", type=float, default=20.0, help="--fairness: seconds per phase (default 20)")
    args = parser.parse_args(argv)
    if args.fairness:
        return run_fairness(args)
    if not (1 <= args.requests <= 100_000 and 1 <= args.threads <= 64 and 1 <= args.workers <= 16):
        parser.error("keep --requests 1..100000, --threads 1..64, --workers 1..16")

    import tempfile

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as home:
        proc = start_server(port, args.workers, args.engine, Path(home))
        try:
            wait_ready(base, proc)
            expected = httpx.post(f"{base}/api/rulings", json=AUCTION_20, timeout=60).json()
            for _ in range(20):  # warm every worker and connection path
                httpx.post(f"{base}/api/rulings", json=AUCTION_20, timeout=60)
            result = load(base, args.requests, args.threads, args.max_seconds, expected)
        finally:
            stop_server(proc)
    baseline = in_process_baseline()

    lat = result["latencies"]
    print(f"ruling round trip, {calls_in(AUCTION_20)}-call auction ({len(AUCTION_20['events'])} events), "
          f"engine {args.engine}, {args.workers} worker processes, {args.threads} client threads, "
          f"{os.cpu_count()} CPUs, 127.0.0.1")
    print(f"| {'what':<28} | {'n':>6} | {'p50 ms':>8} | {'p90 ms':>8} | {'p99 ms':>8} | {'max ms':>8} | "
          f"{'mean ms':>8} | {'':<14} |")
    print(f"|{'-' * 30}|{'-' * 8}|{'-' * 10}|{'-' * 10}|{'-' * 10}|{'-' * 10}|{'-' * 10}|{'-' * 16}|")
    if lat:
        print(row("POST /api/rulings (HTTP)", lat, f"{len(lat) / result['wall']:.0f} req/s"))
    print(row("rule() in process", baseline, "no HTTP/pool"))
    print(f"answers: {len(lat)} correct, {len(result['errors'])} wrong or failed"
          + (f" ({', '.join(sorted(set(result['errors'])))})" if result["errors"] else "")
          + f"; wall {result['wall']:.1f} s (limit {args.max_seconds:g} s)")
    return 0 if lat and not result["errors"] else 1


def run_fairness(args: argparse.Namespace) -> int:
    import tempfile

    if not 1 <= args.seconds <= 600:
        raise SystemExit("keep --seconds 1..600")
    name, slow, cost = slowest_log()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as home:
        proc = start_server(port, args.workers, args.engine, Path(home))
        try:
            wait_ready(base, proc)
            for _ in range(20):
                httpx.post(f"{base}/api/rulings", json=AUCTION_20, timeout=60)
            phases = fairness(base, args.seconds, slow)
        finally:
            stop_server(proc)
    print(f"typical ruling ({calls_in(AUCTION_20)}-call auction) under load; slowest log: {name} "
          f"({len(slow['events'])} events, rule() {cost * 1000:.1f} ms in process); engine {args.engine}, "
          f"{args.workers} worker processes, {os.cpu_count()} CPUs, {args.seconds:g} s per phase")
    print(f"| {'phase':<38} | {'n':>6} | {'p50 ms':>8} | {'p90 ms':>8} | {'p99 ms':>8} | {'max ms':>8} | "
          f"{'mean ms':>8} | {'':<14} |")
    print(f"|{'-' * 40}|{'-' * 8}|{'-' * 10}|{'-' * 10}|{'-' * 10}|{'-' * 10}|{'-' * 10}|{'-' * 16}|")
    ok = True
    for phase, result in phases.items():
        lat = result["latencies"]
        if lat:
            print(row(phase, lat, f"{len(lat) / args.seconds:.0f} req/s").replace(f"| {phase:<28} |", f"| {phase:<38} |"))
        ok = ok and bool(lat) and not result["errors"]
        if result["hog_codes"]:
            print("  slow clients' answers: " + ", ".join(f"{n}× HTTP {c}" for c, n in sorted(result["hog_codes"].items())))
        if result["errors"]:
            print(f"  typical clients' failures: {len(result['errors'])} ({', '.join(sorted(set(result['errors'])))})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
