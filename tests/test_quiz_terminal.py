"""`rulings quiz --law 31 --count 5` through a pseudo-terminal: answer, read the explanation."""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

RULINGS = Path(sys.executable).with_name("rulings")


def _read_until(fd: int, pattern: str, timeout: float = 60.0) -> str:
    buf = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        r, _, _ = select.select([fd], [], [], 0.5)
        if r:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            buf += chunk
            if re.search(pattern, buf.decode("utf-8", "replace")):
                return buf.decode("utf-8", "replace")
    raise AssertionError(f"timed out waiting for {pattern!r}; got:\n{buf.decode('utf-8', 'replace')}")


def test_quiz_in_a_pseudo_terminal() -> None:
    master, slave = os.openpty()
    proc = subprocess.Popen([str(RULINGS), "quiz", "--law", "31", "--count", "5", "--seed", "11"],
                            stdin=slave, stdout=slave, stderr=slave, close_fds=True)
    os.close(slave)
    try:
        results: list[bool] = []
        screen = _read_until(master, r"答案（字母）> ")
        for n in range(5):
            assert f"第{n + 1}题 / 5" in screen
            labels = re.findall(r"^\s+([A-D])\. ", screen.split(f"第{n + 1}题 / 5")[-1], flags=re.M)
            assert len(labels) >= 2, screen
            # the first answer is the last choice, the others the first: some are wrong on purpose
            os.write(master, (labels[-1] if n == 0 else labels[0]).encode() + b"\r")
            screen = _read_until(master, r"答案（字母）> $" if n < 4 else r"得分: \d/5")
            explained = screen.split(f"第{n + 2}题")[0]
            assert "正确答案：" in explained and re.search(r"第\d+条", explained), explained
            results.append("✓ 正确" in explained)
            if "✗ 错误" in explained:
                assert "  · " in explained, "a wrong answer says why"
        got = int(re.search(r"得分: (\d)/5", screen).group(1))
        assert got == sum(results)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)


def test_quiz_bad_count_is_one_line() -> None:
    pid, fd = pty.fork()
    if pid == 0:  # child
        os.execv(str(RULINGS), [str(RULINGS), "quiz", "--count", "0"])
    out = b""
    while True:
        try:
            chunk = os.read(fd, 1024)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    text = out.decode("utf-8", "replace").strip()
    assert os.waitstatus_to_exitcode(status) == 2
    assert text.count("\n") == 0 and "count" in text and "Traceback" not in text
