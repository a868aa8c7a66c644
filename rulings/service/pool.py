"""The engine pool: rulings run in worker processes, never on the server's threads.

durable-rules is not thread-safe and can crash the process it runs in (shared/brief/ENGINE.md: a
native fault in join matching, a hang past 512 rules). The service therefore hands a whole event log
to a worker process and gets a whole ruling back:

* a `concurrent.futures.ProcessPoolExecutor` of `workers` processes (default 2), started with the
  `spawn` method so no worker inherits the server's threads or locks; each worker's initializer warms
  `default_engine()` (lawbook loaded, rulesets compiled) before its first ruling;
* inside a worker one ruling runs at a time (a worker takes the next task only when the last is
  done) and `Engine.session()` adds its own lock, so the engine is never entered by two threads;
* a worker that dies (`BrokenProcessPool`) takes its executor down with it: the executor is replaced
  by a fresh one and the request retried once; if that fails too the answer is `PoolUnavailable`
  (HTTP 503) with a clear message; a ruling that takes longer than `timeout` seconds has its workers
  killed and replaced and is answered 503, never a hang;
* `inline=True` rules in the calling process, one ruling at a time under a lock (tests, debugging).

One client cannot freeze the others (issue 15):

* at most `workers` rulings are handed to the executor at once; the others wait in a queue that serves
  the clients in turn (round robin), so a client sending slow logs delays the others by at most the
  rulings already running, never by its whole backlog;
* a client may have `per_client` rulings queued or running, the service `max_queue` in all: beyond
  that the answer is `PoolBusy` at once (HTTP 429 for one client, 503 for the whole service, both with
  `Retry-After`), never an ever-growing queue;
* a watchdog thread checks the running rulings every fraction of a second: a ruling running longer
  than `stall_after` seconds (default a third of `timeout`) has its workers killed and replaced, and is
  answered 503; `status()` (the health check) reports a ruling running past half of that;
* every worker watches the server's process id: when the server dies (even by `kill -9`) the worker
  is reparented, notices it within a second and exits, so no engine outlives the service.

A worker returns a tagged tuple instead of raising, so an error keeps its event number and field
(`LogError` does not survive pickling with its attributes).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol

from rulings.errors import InputError, LogError, RulingsError

Outcome = tuple[str, Any]


class PoolUnavailable(RulingsError):
    """The rules engine could not answer (its worker crashed twice, or it took too long): HTTP 503."""


class PoolBusy(PoolUnavailable):
    """Too many rulings queued: HTTP 429 when one client has too many, 503 when the service has."""

    def __init__(self, message: str, *, status: int, retry_after: int = 1) -> None:
        super().__init__(message)
        self.status, self.retry_after = status, retry_after


class RulingFailed(RulingsError):
    """The ruling code raised an unexpected exception on a log it had accepted (a bug to report)."""


class Task(Protocol):
    def __call__(self, data: Any, backend: str) -> Outcome: ...


PARENT_POLL = 0.5  # seconds between a worker's checks that the server is still its parent


def watch_parent(parent: int, poll: float = PARENT_POLL) -> threading.Thread:
    """Exit this process as soon as `parent` is no longer its parent (the server died, even by
    `kill -9`, and the worker was reparented): a daemon thread polling `os.getppid()`."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll)
        os._exit(0)

    thread = threading.Thread(target=watch, name="rulings-parent-watch", daemon=True)
    thread.start()
    return thread


def warm_worker(backend: str = "durable", parent: int | None = None) -> None:
    """Initializer of each worker: ignore Ctrl-C (the server handles it), exit with the server, and
    build the engine once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if parent is not None:
        watch_parent(parent)
    from rulings.ruling import default_engine

    default_engine(backend)


def ping(task: Any = None) -> str:
    """A no-op task: submitting one per worker makes the executor start (and warm) every worker; the
    task passed along is unpickled there, so its module is imported before the first ruling."""
    return "pong"


def rule_task(data: Any, backend: str = "durable") -> Outcome:
    """Worker side of a ruling: validate the log (`parse_log`), rule on it (`rule`) as the CLI does, and
    add the double-dummy evidence under the judgments about the play (`rulings rule --evidence`).

    Anything the log model raises while reading the log is bad input (422), even an exception it did
    not mean to raise; an exception while ruling on a log the model accepted is a bug (`RulingFailed`).
    """
    from rulings.log import parse_log
    from rulings.ruling import default_engine, rule

    try:
        log = parse_log(data)
    except LogError as exc:
        return "log_error", _log_error(exc)
    except RulingsError as exc:
        return "input_error", str(exc)
    except Exception as exc:  # noqa: BLE001 - the model choked on malformed input: still a 422, and logged
        logging.getLogger(__name__).warning("parse_log raised on a request body", exc_info=True)
        return "log_error", {"message": f"the log model cannot read this ({type(exc).__name__}: {exc})",
                             "event": _crashing_event(data), "field": None,
                             "zh": f"记录无法读取（{type(exc).__name__}: {exc}）"}
    try:
        engine = default_engine(backend)
        ruling = rule(log, engine)
    except LogError as exc:  # an event the table refuses: named as the reader's errors are, in both languages
        return "log_error", _log_error(exc)
    except RulingsError as exc:
        return "input_error", str(exc)
    except Exception as exc:  # noqa: BLE001 - reported to the caller as RulingFailed, never lost
        return "error", f"{type(exc).__name__}: {exc}"
    return "ok", _with_evidence(log, ruling)


def _log_error(exc: LogError) -> dict[str, Any]:
    """A LogError as plain data, to cross from the worker (it does not survive pickling with its attributes)."""
    return {"message": exc.detail, "event": exc.event, "field": exc.field, "zh": exc.zh}


def _with_evidence(log: Any, ruling: dict[str, Any]) -> dict[str, Any]:
    """The ruling with the double-dummy evidence under its judgments about the play (Laws 64C, 70, 71;
    `rulings.analysis.evidence`); a failure of the analysis leaves the ruling as it was, logged."""
    from rulings.analysis.evidence import with_evidence

    try:
        return with_evidence(log, ruling)
    except Exception:  # noqa: BLE001 - evidence is an addition; the ruling stands without it
        logging.getLogger(__name__).warning("the evidence for a ruling failed", exc_info=True)
        return ruling


def _crashing_event(data: Any) -> int | None:
    """The first event whose reading raises an unexpected exception (by parsing ever longer prefixes)."""
    from rulings.log import parse_log

    events = data.get("events") if isinstance(data, dict) else None
    if not isinstance(events, list):
        return None
    for i in range(len(events)):
        try:
            parse_log({**data, "events": events[: i + 1]})
        except LogError:
            return None
        except Exception:  # noqa: BLE001 - this is the event that breaks the model
            return i
    return None


def unwrap(outcome: Outcome) -> dict[str, Any]:
    """Turn a worker's tagged outcome back into a ruling or the exception it stands for."""
    tag, value = outcome
    if tag == "ok":
        return value
    if tag == "log_error":
        raise LogError(value["message"], event=value["event"], field=value["field"], zh=value.get("zh"))
    if tag == "input_error":
        raise InputError(value)
    raise RulingFailed(f"裁决程序出错 — the ruling code failed on this log: {value}")


class _Job:
    """One ruling handed to the executor: when it started, on which executor, and whether the
    watchdog gave up on it."""

    __slots__ = ("started", "generation", "stalled")

    def __init__(self, generation: int) -> None:
        self.started, self.generation, self.stalled = time.monotonic(), generation, False


class _FairQueue:
    """`slots` places, granted to waiting clients in turn (round robin), each client's own requests
    in order; a client with `per_client` requests waiting or running, or `limit` in all, is refused."""

    def __init__(self, slots: int, per_client: int, limit: int) -> None:
        self.slots, self.per_client, self.limit = slots, per_client, limit
        self._cond = threading.Condition()
        self._free = slots
        self._waiting: dict[str, deque[int]] = {}
        self._turns: deque[str] = deque()
        self._held: dict[str, int] = {}  # requests of each client waiting or running
        self._tickets = itertools.count()

    def counts(self) -> tuple[int, int]:
        """(waiting, running)."""
        with self._cond:
            waiting = sum(len(q) for q in self._waiting.values())
            return waiting, self.slots - self._free

    def admit(self, client: str, bounded: bool = True) -> None:
        """Count a request in, or refuse it (429 for this client, 503 for all) with Retry-After;
        `bounded=False`: only the service's bound applies (a caller that is not one HTTP client)."""
        with self._cond:
            if bounded and self._held.get(client, 0) >= self.per_client:
                raise PoolBusy(f"同一客户端的裁决请求过多（最多{self.per_client}个排队），请稍后再试"
                               f" — too many rulings from this client (at most {self.per_client} queued); retry shortly",
                               status=429)
            if sum(self._held.values()) >= self.limit:
                raise PoolBusy(f"裁决请求过多（最多{self.limit}个排队），请稍后再试"
                               f" — the rules engine has {self.limit} rulings queued; retry shortly", status=503)
            self._held[client] = self._held.get(client, 0) + 1

    def leave(self, client: str) -> None:
        with self._cond:
            left = self._held.get(client, 0) - 1
            if left > 0:
                self._held[client] = left
            else:
                self._held.pop(client, None)

    def acquire(self, client: str, timeout: float) -> bool:
        """Wait for a place, in this client's turn; False after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self._cond:
            ticket = next(self._tickets)
            self._waiting.setdefault(client, deque()).append(ticket)
            if client not in self._turns:
                self._turns.append(client)
            while not (self._free > 0 and self._next() == ticket):
                left = deadline - time.monotonic()
                if left <= 0:
                    self._drop(client, ticket)
                    self._cond.notify_all()
                    return False
                self._cond.wait(left)
            self._drop(client, ticket)
            self._free -= 1
            if client in self._turns:  # this client's next request waits for the others' turns
                self._turns.remove(client)
                self._turns.append(client)
            return True

    def release(self) -> None:
        with self._cond:
            self._free += 1
            self._cond.notify_all()

    def _next(self) -> int | None:
        for client in self._turns:
            queue = self._waiting.get(client)
            if queue:
                return queue[0]
        return None

    def _drop(self, client: str, ticket: int) -> None:
        queue = self._waiting.get(client)
        if queue is not None:
            queue.remove(ticket)
            if not queue:
                del self._waiting[client]
                if client in self._turns:
                    self._turns.remove(client)


class RulingPool:
    """Worker processes that rule on event logs; see the module docstring for the guarantees."""

    def __init__(self, workers: int = 2, *, inline: bool = False, backend: str = "durable",
                 timeout: float = 30.0, task: Task = rule_task, start_method: str = "spawn",
                 stall_after: float | None = None, per_client: int = 4, max_queue: int = 64) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.workers, self.inline, self.backend, self.timeout = workers, inline, backend, timeout
        self.stall_after = stall_after if stall_after is not None else timeout / 3
        self.task = task
        self.restarts = 0  # executors replaced after a crash, a timeout or a stall
        self.stalls = 0  # rulings the watchdog gave up on
        self._context = multiprocessing.get_context(start_method)
        self._executor: ProcessPoolExecutor | None = None
        self._generation = 0
        self._manage = threading.Lock()  # guards _executor, _generation and _jobs
        self._inline_lock = threading.Lock()  # one in-process ruling at a time
        self._closed = False
        self._queue = _FairQueue(1 if inline else workers, per_client, max_queue)
        self._jobs: set[_Job] = set()
        self._ready: dict[int, threading.Event] = {}  # executors whose workers are warm, by generation
        self._waiters: ThreadPoolExecutor | None = None  # threads the async callers wait on
        self._watchdog: threading.Thread | None = None
        self._stop = threading.Event()

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        """Start and warm every worker now rather than on the first request."""
        with self._manage:
            self._closed = False
        if self.inline:
            warm_worker_inline(self.backend)
            return
        self._warm(*self._current())

    def _warm(self, executor: ProcessPoolExecutor, generation: int) -> None:
        """Start every worker of `generation` and wait until each has built its engine, once per
        executor (concurrent callers wait for the first): the watchdog's clock starts only after."""
        with self._manage:
            ready = self._ready.get(generation)
            first = ready is None
            if first:
                ready = self._ready[generation] = threading.Event()
        assert ready is not None
        if not first:
            ready.wait(max(self.timeout, 60.0))
            return
        try:
            for fut in [executor.submit(ping, self.task) for _ in range(self.workers)]:
                fut.result(timeout=max(self.timeout, 60.0))
        except (BrokenProcessPool, FutureTimeout, RuntimeError, CancelledError):
            pass  # the ruling's own submission finds the executor broken and replaces it
        finally:
            ready.set()

    def close(self) -> None:
        """Stop the workers; a closed pool refuses further rulings until `start()` again."""
        with self._manage:
            self._closed = True
            executor, self._executor = self._executor, None
            waiters, self._waiters = self._waiters, None
        self._stop.set()
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)
        if waiters is not None:
            waiters.shutdown(wait=False)

    def worker_pids(self) -> list[int]:
        """The process ids of the live workers (for health checks and tests)."""
        with self._manage:
            processes = getattr(self._executor, "_processes", None) or {}
            return sorted(p.pid for p in processes.values() if p.pid is not None)

    def status(self) -> dict[str, Any]:
        """What the health check says: `ok`, `late` (a ruling has run past half of `stall_after`:
        the watchdog will replace its worker) or `closed`; the rulings running and waiting."""
        now = time.monotonic()
        with self._manage:
            ages = [now - job.started for job in self._jobs if not job.stalled]
            closed = self._closed
        waiting, running = self._queue.counts()
        late = sum(1 for age in ages if age > self.stall_after / 2)
        state = "closed" if closed else ("late" if late else "ok")
        return {"state": state, "running": running, "waiting": waiting, "late": late,
                "oldest_seconds": round(max(ages), 3) if ages else 0.0,
                "stall_after": self.stall_after, "restarts": self.restarts, "stalls": self.stalls}

    def _current(self) -> tuple[ProcessPoolExecutor, int]:
        with self._manage:
            if self._closed:
                raise PoolUnavailable("规则引擎已关闭 — the rules engine pool is shut down")
            if self._executor is None:
                self._executor = ProcessPoolExecutor(max_workers=self.workers, mp_context=self._context,
                                                     initializer=warm_worker, initargs=(self.backend, os.getpid()))
                self._generation += 1
            self._ensure_watchdog()
            return self._executor, self._generation

    def _ensure_watchdog(self) -> None:
        """Start the watchdog thread (with `_manage` held) unless it runs already."""
        if self._watchdog is None or not self._watchdog.is_alive():
            self._stop.clear()
            self._watchdog = threading.Thread(target=self._watch, name="rulings-watchdog", daemon=True)
            self._watchdog.start()

    def _watch(self) -> None:
        """Replace the workers of a ruling that has run longer than `stall_after` seconds."""
        period = min(0.5, max(0.05, self.stall_after / 10))
        while not self._stop.wait(period):
            now = time.monotonic()
            with self._manage:
                stuck = [job for job in self._jobs if not job.stalled and now - job.started > self.stall_after]
                for job in stuck:
                    job.stalled = True
            for generation in {job.generation for job in stuck}:
                self.stalls += 1
                logging.getLogger(__name__).warning("a ruling ran %.1f s: its workers are replaced", self.stall_after)
                self._replace(generation, kill=True)

    def _replace(self, generation: int, *, kill: bool = False) -> None:
        """Drop the executor of `generation` (if still current); the next request starts a fresh one."""
        with self._manage:
            if generation != self._generation or self._executor is None:
                return  # another request already replaced it
            executor, self._executor = self._executor, None
            self.restarts += 1
        if kill:  # a hung worker never finishes its task: end it so the executor can shut down
            for process in list((getattr(executor, "_processes", None) or {}).values()):
                try:
                    process.kill()
                except (OSError, AttributeError):
                    pass
        executor.shutdown(wait=False, cancel_futures=True)

    # ------------------------------------------------------------------ rulings

    def rule_sync(self, data: Any, client: str | None = None) -> dict[str, Any]:
        """Rule on a log given as plain data, blocking; raises LogError, InputError, PoolUnavailable
        (PoolBusy when `client` or the service has too many rulings queued; `client=None`: a caller
        bounded only by the service's limit)."""
        self._queue.admit(client or "-", bounded=client is not None)
        client = client or "-"
        try:
            if not self._queue.acquire(client, self.timeout):
                raise PoolBusy(f"规则引擎繁忙，{self.timeout:g}秒内未能开始裁决，请稍后再试 — the rules engine "
                               f"was busy for {self.timeout:g} s; retry shortly", status=503)
            try:
                return self._rule_inline(data) if self.inline else self._rule_dispatched(data)
            finally:
                self._queue.release()
        finally:
            self._queue.leave(client)

    async def rule(self, data: Any, client: str | None = None) -> dict[str, Any]:
        """Rule on a log given as plain data without blocking the event loop (the wait for a worker
        happens on a thread of the pool's own)."""
        with self._manage:
            if self._waiters is None:
                self._waiters = ThreadPoolExecutor(max_workers=self._queue.limit + 1,
                                                   thread_name_prefix="rulings-wait")
            waiters = self._waiters
        return await asyncio.get_running_loop().run_in_executor(waiters, self.rule_sync, data, client)

    def _rule_dispatched(self, data: Any) -> dict[str, Any]:
        for _attempt in range(2):
            executor, generation = self._current()
            self._warm(executor, generation)
            job = _Job(generation)
            future = self._submit(executor, generation, data)
            if future is None:
                continue
            with self._manage:
                self._jobs.add(job)
            try:
                return unwrap(future.result(timeout=self.timeout))
            except (BrokenProcessPool, CancelledError):
                if job.stalled:
                    raise self._stalled() from None
                self._replace(generation)
            except FutureTimeout:
                self._replace(generation, kill=True)
                raise self._too_slow() from None
            except RecursionError:  # the log could not be pickled for the worker
                raise _too_deep() from None
            finally:
                with self._manage:
                    self._jobs.discard(job)
        raise self._crashed()

    def _submit(self, executor: ProcessPoolExecutor, generation: int, data: Any) -> Future | None:
        """Hand the log to a worker; None when the executor broke or was replaced meanwhile."""
        try:
            return executor.submit(self.task, data, self.backend)
        except BrokenProcessPool:
            self._replace(generation)
        except RuntimeError:  # shut down by a concurrent _replace: the next attempt takes the new one
            pass
        return None

    def _rule_inline(self, data: Any) -> dict[str, Any]:
        with self._inline_lock:
            return unwrap(self.task(data, self.backend))

    def _too_slow(self) -> PoolUnavailable:
        return PoolUnavailable(f"规则引擎超时（{self.timeout:g}秒），工作进程已重启，请重试"
                               f" — the rules engine took longer than {self.timeout:g} s; its workers were restarted, try again")

    def _stalled(self) -> PoolUnavailable:
        return PoolUnavailable(f"规则引擎{self.stall_after:g}秒未作答，看门狗已重启工作进程，请重试"
                               f" — the rules engine did not answer within {self.stall_after:g} s; the watchdog "
                               "restarted its workers, try again")

    @staticmethod
    def _crashed() -> PoolUnavailable:
        return PoolUnavailable("规则引擎进程崩溃，重试后仍失败，请稍后再试"
                               " — the rules engine worker crashed twice on this request; try again later")


def _too_deep() -> InputError:
    return InputError("事件记录嵌套过深 — the log is nested too deeply to be ruled on")


def warm_worker_inline(backend: str) -> None:
    """Build the engine in this process (inline mode) without touching signal handlers."""
    from rulings.ruling import default_engine

    default_engine(backend)
