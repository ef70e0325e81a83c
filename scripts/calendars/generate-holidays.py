#!/usr/bin/env python3
"""Generate the market holiday and early-close tables from the `exchange-calendars` package.

Run at development time only; the server never runs Python. The output,
packages/shared/src/market-time/generated/holidays.json, is committed data: it names the
source, its version and commit, and the date it was generated. Corrections to the source (days
it lacks, years it has not recorded yet, half days it does not model) are NOT made here: they
live in packages/shared/src/market-time/overrides.ts, one reviewed file citing each notice.

Getting the source (no pip needed; PyPI may be unreachable):

    # Debian/Ubuntu: the package's own dependencies
    apt-get install -y python3-pandas python3-pyluach python3-toolz python3-tz
    # the source itself, at a release tag
    git clone https://github.com/gerrymanoim/exchange_calendars /tmp/xcals-repo
    git -C /tmp/xcals-repo archive 4.13.2 | tar -x -C /tmp/xcals     # or: git checkout 4.13.2
    /usr/bin/python3 scripts/calendars/generate-holidays.py \
        --source /tmp/xcals --version 4.13.2 --commit "$(git -C /tmp/xcals-repo rev-parse 4.13.2^{commit})"

The tables used in the committed file come from tag 4.13.2 (2026-03-09): its data for our
exchanges is identical to master as of 2026-07-23 (later commits only reformat code). It runs
on Debian 12's pandas 1.5.3 / numpy 1.24.2 although its metadata asks numpy >= 1.26.4.

`korean_lunar_calendar` (needed by the package at import time, but only for XKRX, which we do
not use) is not packaged by Debian: when it cannot be imported, this script puts a stub module
with the two constants the package reads at import time on the path. No Korean calendar is ever
built, so the stub cannot affect the output.

Per market the output holds:
  holidays      weekday full-day closures, 'YYYY-MM-DD' (exchange local dates)
  earlyCloses   'YYYY-MM-DD' -> 'HH:mm' local time at which trading ends that day
  sourceThrough the last day for which the source really has data (see last_year_with_data)
"""

from __future__ import annotations

import argparse
import atexit
import datetime as dt
import importlib
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

# Our market code -> exchange MIC in exchange-calendars. SZ (Shenzhen) follows XSHG: both
# exchanges close on the same State Council schedule. IT and JP are index-only calendars.
MARKETS: dict[str, str] = {
    "US": "XNYS",
    "DE": "XETR",
    "FR": "XPAR",
    "ES": "XMAD",
    "IT": "XMIL",
    "HK": "XHKG",
    "CN": "XSHG",
    "TW": "XTAI",
    "SG": "XSES",
    "MY": "XKLS",
    "JP": "XTKS",
}

FIRST_YEAR = 2025
DEFAULT_LAST_YEAR = 2030

REPO_ROOT = Path(__file__).resolve().parents[2]
OUTPUT = REPO_ROOT / "packages/shared/src/market-time/generated/holidays.json"


def stub_korean_lunar_calendar() -> None:
    try:
        importlib.import_module("korean_lunar_calendar")
        return
    except ImportError:
        pass
    stub_dir = Path(tempfile.mkdtemp(prefix="klc-stub-"))
    atexit.register(shutil.rmtree, stub_dir, ignore_errors=True)
    package = stub_dir / "korean_lunar_calendar"
    package.mkdir()
    (package / "__init__.py").write_text(
        "# Stub: only XKRX uses this module, and XKRX is never built by generate-holidays.py.\n"
        "class KoreanLunarCalendar:\n"
        "    KOREAN_SOLAR_MAX_VALUE = 20501231\n"
        "    KOREAN_LUNAR_MAX_VALUE = 20501118\n"
    )
    sys.path.insert(0, str(stub_dir))


def recurring_table_last_years(module) -> dict[str, int]:
    """Last year of each date table in the calendar's module that recurs every year.

    Rule-based holidays (Christmas, Easter...) never run out, but lunar, Islamic and Hindu
    holidays are typed into tables by the maintainers (e.g. Malaysia's Deepavali, Thaipusam
    and Wesak stop in 2029): past a table's last year the calendar silently opens on that
    holiday. A table counts as recurring when it has a date in at least 4 of the 5 years up to
    its last one; one-off closures (a hurricane, a mourning day) do not.
    """
    import pandas as pd

    found: dict[str, int] = {}
    for name, value in vars(module).items():
        if isinstance(value, (pd.DatetimeIndex, pd.Series, pd.Index)):
            try:
                index = pd.DatetimeIndex(value)
            except (TypeError, ValueError):
                continue
        elif isinstance(value, list) and value and all(isinstance(v, pd.Timestamp) for v in value):
            index = pd.DatetimeIndex(value)
        else:
            continue
        if len(index) == 0:
            continue
        years = set(int(y) for y in index.year)
        last = max(years)
        if last < FIRST_YEAR:
            # Ended before the years we generate: a list of past one-off closures (HKEX's
            # typhoon days) or an abolished holiday, not a table that runs out on us.
            continue
        if sum(1 for y in range(last - 4, last + 1) if y in years) >= 4:
            found[name] = last
    return found


def last_year_with_data(calendar_class, module, wanted_last_year: int) -> tuple[int, str]:
    """The last year the source has complete data for, and why it stops there."""
    last, why = wanted_last_year, "no table of the source ends before the last year generated"
    bound = calendar_class.bound_max()
    if bound is not None and bound.year < last:
        last, why = bound.year, f"the source records holidays only to {bound.year} (bound_max)"
    for name, table_last in sorted(recurring_table_last_years(module).items()):
        if table_last < last:
            last, why = table_last, f"the source's table {name} ends in {table_last}"
    return last, why


def hhmm(timestamp, zone: str) -> str:
    return timestamp.tz_convert(zone).strftime("%H:%M")


def generate(last_year: int) -> dict:
    import exchange_calendars as xcals
    import pandas as pd

    factories = xcals.calendar_utils._default_calendar_factories
    markets: dict[str, dict] = {}
    report: list[str] = []
    for code, mic in MARKETS.items():
        calendar_class = factories[mic]
        module = sys.modules[calendar_class.__module__]
        through_year, why = last_year_with_data(calendar_class, module, last_year)
        # Past its data the source still knows the rule-based holidays (New Year, Christmas,
        # Malaysia's Hari Raya...): keep them, better than weekends only; `sourceThrough` says
        # where the complete data stops. A calendar with a hard bound cannot be built past it.
        bound = calendar_class.bound_max()
        built_year = last_year if bound is None else min(last_year, bound.year)
        start = pd.Timestamp(f"{FIRST_YEAR}-01-01")
        end = pd.Timestamp(f"{built_year}-12-31")
        calendar = xcals.get_calendar(mic, start=start, end=end)
        zone = str(calendar.tz)
        sessions = calendar.sessions
        session_set = set(sessions)
        holidays = [
            day.strftime("%Y-%m-%d")
            for day in pd.bdate_range(start, end)
            if day not in session_set
        ]
        # The regular close of the latest era; an early close is any session closing before it.
        regular_close = calendar.close_times[-1][1].strftime("%H:%M")
        regular_open = calendar.open_times[-1][1].strftime("%H:%M")
        early_closes: dict[str, str] = {}
        late_opens: list[str] = []
        for session in sessions:
            close = hhmm(calendar.session_close(session), zone)
            if close != regular_close:
                early_closes[session.strftime("%Y-%m-%d")] = close
            if hhmm(calendar.session_open(session), zone) != regular_open:
                late_opens.append(session.strftime("%Y-%m-%d"))
        if late_opens:
            # Our calendar has no late opens; say so rather than drop them silently.
            report.append(f"{code} ({mic}): late opens not carried over: {', '.join(late_opens)}")
        markets[code] = {
            "exchange": mic,
            "zone": zone,
            "generatedThrough": f"{built_year}-12-31",
            "sourceThrough": f"{through_year}-12-31",
            "sourceThroughReason": why,
            "holidays": holidays,
            "earlyCloses": early_closes,
        }
        report.append(
            f"{code} ({mic}): {len(holidays)} weekday closures, {len(early_closes)} early closes,"
            f" data through {through_year} ({why})"
        )
    return {"markets": markets, "report": report}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", required=True, help="directory holding exchange_calendars/")
    parser.add_argument("--version", required=True, help="release tag of that source, e.g. 4.13.2")
    parser.add_argument("--commit", required=True, help="git commit of that tag")
    parser.add_argument("--through", type=int, default=DEFAULT_LAST_YEAR, help="last year wanted")
    parser.add_argument("--output", default=str(OUTPUT))
    args = parser.parse_args()

    sys.path.insert(0, os.path.abspath(args.source))
    stub_korean_lunar_calendar()
    import pandas as pd

    result = generate(args.through)
    document = {
        "source": {
            "package": "exchange-calendars",
            "repository": "https://github.com/gerrymanoim/exchange_calendars",
            "version": args.version,
            "commit": args.commit,
            "generatedOn": dt.date.today().isoformat(),
            "generator": "scripts/calendars/generate-holidays.py",
            "pandas": pd.__version__,
            "firstYear": FIRST_YEAR,
            "lastYearWanted": args.through,
            "note": "Generated: do not edit by hand. Corrections go to ../overrides.ts.",
        },
        "markets": result["markets"],
    }
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(json.dumps(document, indent=2) + "\n")
    for line in result["report"]:
        print(line)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
