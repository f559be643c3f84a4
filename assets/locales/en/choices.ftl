# Choices: button labels, spot and tile words, autocomplete entries and hints.
# fr/choices.ftl holds the same ids.

## Buttons the renderer also names under the waiting tile (render/panel.rs reads these
## ids so the image and the buttons always say the same words).

button-no-figure = No figure
button-pass-bid = Pass (no raise)
button-grow = Grow the flock
button-herd = Herd the flock
button-build-castle = Build a castle
button-score-city = Score the city
button-tile = Tile { $n }
button-keep = Keep { $n }
button-architect = Architect
button-cube = Cube: { $monument } { $n }
button-bridge = Bridge at { $x } { $y } { $axis }
# A shepherd's spot: $spot is the spot's own words ("① road").
button-shepherd-spot = shepherd, { $spot }
