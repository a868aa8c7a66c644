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

A worker returns a tagged tuple instead of raising, so an error keeps its event number and field
(`LogError` does not survive pickling with its attributes).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import signal
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol

from rulings.errors import InputError, LogError, RulingsError

Outcome = tuple[str, Any]


class PoolUnavailable(RulingsError):
    """The rules engine could not answer (its worker crashed twice, or it took too long): HTTP 503."""


class RulingFailed(RulingsError):
    """The ruling code raised an unexpected exception on a log it had accepted (a bug to report)."""


class Task(Protocol):
    def __call__(self, data: Any, backend: str) -> Outcome: ...


def warm_worker(backend: str = "durable") -> None:
    """Initializer of each worker: ignore Ctrl-C (the server handles it) and build the engine once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from rulings.ruling import default_engine

    default_engine(backend)


def ping() -> str:
    """A no-op task: submitting one per worker makes the executor start (and warm) every worker."""
    return "pong"


def rule_task(data: Any, backend: str = "durable") -> Outcome:
    """Worker side of a ruling: validate the log (`parse_log`) and rule on it (`rule`), as the CLI does.

    Anything the log model raises while reading the log is bad input (422), even an exception it did
    not mean to raise; an exception while ruling on a log the model accepted is a bug (`RulingFailed`).
    """
    from rulings.log import parse_log
    from rulings.ruling import default_engine, rule

    try:
        log = parse_log(data)
    except LogError as exc:
        return "log_error", {"message": exc.detail, "event": exc.event, "field": exc.field}
    except RulingsError as exc:
        return "input_error", str(exc)
    except Exception as exc:  # noqa: BLE001 - the model choked on malformed input: still a 422, and logged
        logging.getLogger(__name__).warning("parse_log raised on a request body", exc_info=True)
        return "log_error", {"message": f"记录无法读取 — the log model cannot read this ({type(exc).__name__}: {exc})",
                             "event": _crashing_event(data), "field": None}
    try:
        engine = default_engine(backend)
        return "ok", rule(log, engine)
    except RulingsError as exc:
        return "input_error", str(exc)
    except Exception as exc:  # noqa: BLE001 - reported to the caller as RulingFailed, never lost
        return "error", f"{type(exc).__name__}: {exc}"


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
        raise LogError(value["message"], event=value["event"], field=value["field"])
    if tag == "input_error":
        raise InputError(value)
    raise RulingFailed(f"裁决程序出错 — the ruling code failed on this log: {value}")


class RulingPool:
    """Worker processes that rule on event logs; see the module docstring for the guarantees."""

    def __init__(self, workers: int = 2, *, inline: bool = False, backend: str = "durable",
                 timeout: float = 30.0, task: Task = rule_task, start_method: str = "spawn") -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.workers, self.inline, self.backend, self.timeout = workers, inline, backend, timeout
        self.task = task
        self.restarts = 0  # executors replaced after a crash or a timeout
        self._context = multiprocessing.get_context(start_method)
        self._executor: ProcessPoolExecutor | None = None
        self._generation = 0
        self._manage = threading.Lock()  # guards _executor and _generation
        self._inline_lock = threading.Lock()  # one in-process ruling at a time
        self._closed = False

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        """Start and warm every worker now rather than on the first request."""
        with self._manage:
            self._closed = False
        if self.inline:
            warm_worker_inline(self.backend)
            return
        executor, _ = self._current()
        for fut in [executor.submit(ping) for _ in range(self.workers)]:
            try:
                fut.result(timeout=max(self.timeout, 60.0))
            except (BrokenProcessPool, FutureTimeout):
                break  # the first request will replace the executor and say so

    def close(self) -> None:
        """Stop the workers; a closed pool refuses further rulings until `start()` again."""
        with self._manage:
            self._closed = True
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)

    def worker_pids(self) -> list[int]:
        """The process ids of the live workers (for health checks and tests)."""
        with self._manage:
            processes = getattr(self._executor, "_processes", None) or {}
            return sorted(p.pid for p in processes.values() if p.pid is not None)

    def _current(self) -> tuple[ProcessPoolExecutor, int]:
        with self._manage:
            if self._closed:
                raise PoolUnavailable("规则引擎已关闭 — the rules engine pool is shut down")
            if self._executor is None:
                self._executor = ProcessPoolExecutor(max_workers=self.workers, mp_context=self._context,
                                                     initializer=warm_worker, initargs=(self.backend,))
                self._generation += 1
            return self._executor, self._generation

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

    def rule_sync(self, data: Any) -> dict[str, Any]:
        """Rule on a log given as plain data, blocking; raises LogError, InputError, PoolUnavailable."""
        if self.inline:
            return self._rule_inline(data)
        for _attempt in range(2):
            executor, generation = self._current()
            future = self._submit(executor, generation, data)
            if future is None:
                continue
            try:
                return unwrap(future.result(timeout=self.timeout))
            except BrokenProcessPool:
                self._replace(generation)
            except FutureTimeout:
                self._replace(generation, kill=True)
                raise self._too_slow() from None
            except RecursionError:
                raise _too_deep() from None
        raise self._crashed()

    async def rule(self, data: Any) -> dict[str, Any]:
        """Rule on a log given as plain data without blocking the event loop."""
        if self.inline:
            return await asyncio.to_thread(self._rule_inline, data)
        for _attempt in range(2):
            executor, generation = self._current()
            future = self._submit(executor, generation, data)
            if future is None:
                continue
            try:
                outcome = await asyncio.wait_for(asyncio.wrap_future(future), self.timeout)
                return unwrap(outcome)
            except BrokenProcessPool:
                self._replace(generation)
            except TimeoutError:
                self._replace(generation, kill=True)
                raise self._too_slow() from None
            except RecursionError:  # the log could not be pickled for the worker
                raise _too_deep() from None
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
