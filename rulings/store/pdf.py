"""PDF export of cases and the casebook: the printable HTML, printed by headless Chromium.

The case store's printable page (`rulings.store.printable.export_case_html`, A4 print CSS) is
the one source of an exported case; this module only prints that HTML to PDF, so the PDF and the
HTML export always say the same thing: the board, the auction and play, the engine's ruling with the
laws it cites (the 1999 Chinese Laws of Duplicate Bridge, e.g. 第64条A款1), the director's ruling and
the committee's decision (Laws 92-93).

Chromium runs headless, without a sandbox, GPU or network (the same switches as the browser tests),
on a file in a private temporary directory with a private profile. A missing Chromium is
`PdfUnavailable` (status 503 on the service, one line and exit 2 on the command line).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from rulings.errors import RulingsError

CHROMIUM_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
CHROMIUM_ARGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                 # no network: the page is a local file with everything inline
                 "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync")
TIMEOUT = 60.0  # seconds; a casebook of a few hundred pages prints in a few seconds


class PdfUnavailable(RulingsError):
    """PDF export cannot run here (no Chromium, or Chromium failed): HTTP 503, exit 2."""

    status = 503


def chromium_path() -> str | None:
    """The Chromium to print with: `RULINGS_CHROMIUM` if set, else Debian's /usr/bin/chromium (or kin)."""
    configured = os.environ.get("RULINGS_CHROMIUM")
    if configured:
        return configured if Path(configured).is_file() and os.access(configured, os.X_OK) else None
    for cand in CHROMIUM_CANDIDATES:
        if Path(cand).is_file() and os.access(cand, os.X_OK):
            return cand
    return shutil.which("chromium")


def html_to_pdf(html: str, *, timeout: float = TIMEOUT) -> bytes:
    """Print `html` (a whole page, UTF-8) to PDF bytes with headless Chromium.

    Raises `PdfUnavailable` (one line) when Chromium is missing, fails, times out or writes no PDF.
    """
    exe = chromium_path()
    if exe is None:
        where = os.environ.get("RULINGS_CHROMIUM") or CHROMIUM_CANDIDATES[0]
        raise PdfUnavailable(f"无法导出PDF：找不到Chromium（{where}）— PDF export needs Chromium: "
                             "apt-get install chromium fonts-wqy-microhei")
    with tempfile.TemporaryDirectory(prefix="rulings-pdf-") as tmp:
        page = Path(tmp) / "case.html"
        out = Path(tmp) / "case.pdf"
        page.write_text(html, encoding="utf-8")
        cmd = [exe, *CHROMIUM_ARGS, f"--user-data-dir={Path(tmp) / 'profile'}", f"--print-to-pdf={out}",
               page.as_uri()]
        try:
            proc = subprocess.run(cmd, capture_output=True, timeout=timeout, check=False,  # noqa: S603 - fixed argv
                                  env={**os.environ, "HOME": tmp})
        except subprocess.TimeoutExpired:
            raise PdfUnavailable(f"Chromium打印PDF超时（{timeout:g}秒）— Chromium timed out printing the PDF") from None
        except OSError as exc:
            raise PdfUnavailable(f"无法启动Chromium：{exc} — cannot start Chromium") from None
        data = out.read_bytes() if out.is_file() else b""
        if proc.returncode != 0 or not data.startswith(b"%PDF"):
            last = (proc.stderr.decode("utf-8", "replace").strip().splitlines() or ["no output"])[-1]
            raise PdfUnavailable(f"Chromium未能写出PDF（退出码 {proc.returncode}）— Chromium wrote no PDF: {last}")
        return data


def write_pdf(html: str, path: str | Path) -> Path:
    """Print `html` to the file `path`; a path that cannot be written is a one-line `RulingsError`."""
    data = html_to_pdf(html)
    target = Path(path)
    try:
        target.write_bytes(data)
    except OSError as exc:
        raise RulingsError(f"无法写入 {target}：{exc.strerror or exc} — cannot write") from None
    return target
