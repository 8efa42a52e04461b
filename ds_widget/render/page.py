"""A printable page (A4, HTML): the skeleton and the base style the worksheet and the printable
review share; each adds the style of its own parts."""
from __future__ import annotations

import html

#: the page, the body's type and measure, the header: the same on every printout
PRINT_CSS = """
@page { size: A4; margin: 14mm 14mm 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; font-size: 11pt; color: #111;
       margin: 0 auto; max-width: 182mm; line-height: 1.35; }
header { border-bottom: 1.5pt solid #333; margin-bottom: 5mm; padding-bottom: 2mm; }
h1 { font-size: 17pt; margin: 0 0 1mm 0; }
.meta { color: #444; font-size: 10pt; }
"""


def printable_page(title: str, lang: str, body: str, css: str) -> str:
    """One self-contained HTML page in ``lang``: :data:`PRINT_CSS`, then ``css``, then ``body``."""
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title><style>{PRINT_CSS}{css}</style></head>\n<body>\n{body}\n"
            "</body></html>\n")
