# Terms: the names of the game's things, shared by every area (a feature, a scoring
# category, a bot's level). Each takes the engine's word for the thing as its argument
# and selects on it. fr/terms.ftl holds the same ids. An expansion's name
# (expansion-title-<word>) and its own things (a monument, a gift card) are in its file
# (monuments.ftl, gifts.ftl).

# A feature as a noun on its own: "road", "city"…
feature-name = { $feature ->
        [road] road
        [city] city
        [monastery] monastery
        [garden] garden
       *[field] field
    }
# A scoring category as a column title of the final table and a line of /stats.
category-title = { $category ->
        [road] Roads
        [city] Cities
        [monastery] Monasteries
        [garden] Gardens
        [field] Fields
        [sheep] Sheep
        [castle] Castles
        [bazaar] Bazaars
        [gifts] Gifts
        [monuments] Monuments
        [goods] Goods
        [fairy] Fairy
        [ransom] Ransoms
       *[fame] Fame
    }
# A bot's playing level.
level-name = { $level ->
        [easy] easy
        [normal] normal
       *[hard] hard
    }
