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
    args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())
