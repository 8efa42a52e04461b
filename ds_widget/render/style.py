"""The style sheet and the shared ``<defs>``: terrain patterns and element glyphs.

Text sizes live in CSS classes, so ``presentation=True`` (a classroom projector) only swaps the
sizes here; the geometry stays the same.
"""
from __future__ import annotations

import zlib

from ..engine.constants import ALL_TERRAINS, ELEMENTS

#: glyph of each element, drawn in a 20×20 box centred on 0 (filled / stroked paths)
GLYPHS: dict[str, str] = {
    # a sun: disc and eight rays
    "sun": ('<circle r="3.8" fill="{ink}"/><path d="M0,-5.6V-8.8M0,5.6V8.8M-5.6,0H-8.8M5.6,0H8.8'
            'M4,-4L6.2,-6.2M-4,4L-6.2,6.2M-4,-4L-6.2,-6.2M4,4L6.2,6.2" stroke="{ink}" '
            'stroke-width="1.9" stroke-linecap="round"/>'),
    # a drop of water
    "water": '<path d="M0,-8.8C3.6,-3.8 6.2,-0.6 6.2,2.6A6.2,6.2 0 0 1 -6.2,2.6C-6.2,-0.6 '
             '-3.6,-3.8 0,-8.8Z" fill="{ink}"/>',
    # three blades of grass
    "grass": '<path d="M-5,8.5C-5,3 -6,-1.5 -8.5,-6M0,8.5C0,3 0,-3 0,-9M5,8.5C5,3 6,-1.5 8.5,-6" '
             'fill="none" stroke="{ink}" stroke-width="2.3" stroke-linecap="round"/>',
    # a seed: an almond with a slit
    "seed": '<g transform="rotate(35)"><path d="M0,-8.8C5.4,-4.2 5.4,4.2 0,8.8C-5.4,4.2 -5.4,-4.2 '
            '0,-8.8Z" fill="{ink}"/><path d="M0,-5V5" stroke="{fill}" stroke-width="1.3"/></g>',
    # a bone (meat)
    "meat": '<g transform="rotate(-35)" fill="{ink}"><rect x="-5.5" y="-1.9" width="11" '
            'height="3.8"/><circle cx="-6" cy="-2.1" r="2.6"/><circle cx="-6" cy="2.1" r="2.6"/>'
            '<circle cx="6" cy="-2.1" r="2.6"/><circle cx="6" cy="2.1" r="2.6"/></g>',
    # a grub: a curled chain of segments
    "grub": '<g fill="{ink}"><circle cx="-6" cy="3" r="2.3"/><circle cx="-3.6" cy="-1.6" r="2.7"/>'
            '<circle cx="1" cy="-3.6" r="2.9"/><circle cx="5.4" cy="-1.2" r="2.7"/>'
            '<circle cx="6.6" cy="3.6" r="2.1"/></g>',
}

#: pattern of each terrain: (width, height, markup with {ink})
PATTERNS: dict[str, tuple[int, int, str]] = {
    "sea": (16, 10, '<path d="M0,6Q4,2 8,6T16,6" fill="none" stroke="{ink}" stroke-width="1.3"/>'),
    "wetland": (16, 14, '<path d="M3,12V6M6,12V3M9,12V7M1,12H11" fill="none" stroke="{ink}" '
                        'stroke-width="1.1"/>'),
    "savannah": (18, 16, '<path d="M3,13L5,7L7,13M11,6L12.5,1.5L14,6" fill="none" stroke="{ink}" '
                         'stroke-width="1.1"/>'),
    "jungle": (14, 14, '<path d="M2,11Q5,2 12,3Q10,10 2,11Z" fill="{ink}"/>'),
    "forest": (16, 16, '<path d="M8,2L13,11H3Z M8,11V14" fill="{ink}" stroke="{ink}" '
                       'stroke-width="1"/>'),
    "desert": (12, 12, '<circle cx="3" cy="3" r="1.1" fill="{ink}"/>'
                       '<circle cx="9" cy="8.5" r="1.1" fill="{ink}"/>'),
    "mountain": (18, 14, '<path d="M1,12L6,4L9,8L12,3L17,12" fill="none" stroke="{ink}" '
                         'stroke-width="1.3" stroke-linejoin="round"/>'),
    "tundra": (18, 18, '<path d="M9,4V14M4.7,6.5L13.3,11.5M4.7,11.5L13.3,6.5" fill="none" '
                       'stroke="{ink}" stroke-width="1.1" stroke-linecap="round"/>'),
}


def scope_of(theme: dict[str, str], presentation: bool, k: float | None = None) -> str:
    """A class and id prefix derived from the style (``ds3f09a1c2``): two pictures inlined in one
    page (a notebook, the widget) then never restyle each other or share a pattern by accident,
    and the same style always gives the same prefix (deterministic output)."""
    key = repr((sorted(theme.items()), presentation) + (() if k is None else (k,))).encode("utf-8")
    return f"ds{zlib.crc32(key):08x}"


def defs(theme: dict[str, str], scope: str) -> str:
    """``<pattern>`` per terrain (``<scope>-pat-<terrain>``) and ``<symbol>`` per element glyph
    (``<scope>-glyph-<element>``)."""
    out = []
    for t in ALL_TERRAINS:
        w, h, body = PATTERNS[t]
        out.append(f'<pattern id="{scope}-pat-{t}" patternUnits="userSpaceOnUse" width="{w}" height="{h}">'
                   f'<g opacity="0.55">{body.format(ink=theme["terrain_ink." + t])}</g></pattern>')
    for e in ELEMENTS:
        body = GLYPHS[e].format(ink=theme["element_ink." + e], fill=theme["element." + e])
        out.append(f'<symbol id="{scope}-glyph-{e}" viewBox="-10 -10 20 20">{body}</symbol>')
    return "".join(out)


def text_scale(presentation: bool) -> float:
    """How much larger the picture's text is for a projector (every size in :func:`css`)."""
    return 1.25 if presentation else 1.0


def css(theme: dict[str, str], k: float, scope: str) -> str:
    """The style sheet, every rule under the picture's scope class; every text size times ``k``
    (:func:`text_scale`: larger for a projector)."""

    def fs(px: float) -> str:
        v = px * k
        return f"{v:.1f}".rstrip("0").rstrip(".")

    ink, soft = theme["ink"], theme["ink_soft"]
    return (
        f".ds-board{{font-family:{theme['font']};background:{theme['background']};fill:{ink}}}"
        ".ds-board text{dominant-baseline:central}"
        ".ds-board .m{text-anchor:middle}.ds-board .e{text-anchor:end}"
        ".ds-board .b{font-weight:bold}"
        f".ds-board .h1{{font-size:{fs(24)}px;font-weight:bold}}"
        f".ds-board .h2{{font-size:{fs(15)}px;font-weight:bold}}"
        f".ds-board .h3{{font-size:{fs(13)}px;font-weight:bold}}"
        f".ds-board .n{{font-size:{fs(12)}px}}"
        f".ds-board .s{{font-size:{fs(10.5)}px}}"
        f".ds-board .xs{{font-size:{fs(9)}px}}"
        f".ds-board .soft{{fill:{soft}}}"
        f".ds-board .big{{font-size:{fs(17)}px;font-weight:bold}}"
        f".ds-board .tl{{font-size:{fs(11)}px;font-weight:bold;letter-spacing:0.6px}}"
        ".ds-board .tl,.ds-board .lab{paint-order:stroke;stroke:#ffffff;stroke-width:3px;"
        "stroke-linejoin:round;stroke-opacity:0.8}"
        f".ds-board .cube text{{font-size:{fs(10)}px;font-weight:bold}}"
        f".ds-board .pawn text{{font-size:{fs(10.5)}px;font-weight:bold}}"
        ".ds-board .hit{fill:#fff;fill-opacity:0;stroke:none}"
        f".ds-board .dc{{stroke:{ink};stroke-width:1.2px}}"
        ".ds-board .choice{cursor:pointer}"
        f".ds-board .choice:hover .body,.ds-board .choice:focus .body{{stroke:{theme['choice']};"
        "stroke-width:3}"
        ".ds-board .marks{pointer-events:none}"
        f".ds-board .mark{{fill:none}}"
        f".ds-board .mark-choice{{stroke:{theme['choice']};stroke-width:3}}"
        f".ds-board .mark-changed{{stroke:{theme['changed']};stroke-width:3;"
        "stroke-dasharray:3 3}"
        f".ds-board .mark-highlight{{stroke:{theme['highlight']};stroke-width:4;"
        "stroke-dasharray:10 4}"
        # a reviewed decision: the move played and the better move, each a solid ring and a tag
        f".ds-board .mark-played{{stroke:{theme['played']};stroke-width:4}}"
        f".ds-board .mark-better{{stroke:{theme['better']};stroke-width:4}}"
        f".ds-board .badge-played .tag{{fill:#ffffff;stroke:{theme['played']};stroke-width:2.5}}"
        f".ds-board .badge-better .tag{{fill:{theme['better']};stroke:#ffffff;stroke-width:1.5}}"
        f".ds-board .tagword{{font-size:{fs(13)}px}}"
        f".ds-board .tagword.small{{font-size:{fs(11)}px}}"
        f".ds-board .badge-played .tagword{{fill:{ink}}}"
        ".ds-board .badge-better .tagword{fill:#ffffff}"
        ".ds-board .inert{opacity:0.35}"
        f".ds-board .hit.choice{{stroke:{theme['choice']};stroke-width:3px}}"
        f".ds-board .hit.changed{{stroke:{theme['changed']};stroke-width:3px;"
        "stroke-dasharray:3 3}"
        f".ds-board .hit.highlight{{stroke:{theme['highlight']};stroke-width:4px;"
        "stroke-dasharray:10 4}"
    ).replace(".ds-board", "." + scope)
