# Terms: the names of the game's things, shared by every area (an expansion, a monument,
# a gift card, a feature, a scoring category). Each takes the engine's word for the thing
# as its argument and selects on it. fr/terms.ftl holds the same ids.

expansion-title = { $expansion ->
        [hills-sheep] Hills & Sheep
        [bridges-castles-bazaars] Bridges, Castles & Bazaars
        [gifts] The Gifts
        [monuments] Monuments
       *[river] The River
    }
monument-title = { $monument ->
        [cathedral] Cathedral
        [arena] Arena
        [lighthouse] Lighthouse
       *[library] Great Library
    }
gift-title = { $gift ->
        [synod] Synod
        [sweeper] Road sweeper
        [change] Change position
        [retreat] Retreat
       *[take-two] Take two
    }
# A feature as a noun on its own: "road", "city"…
feature-name = { $feature ->
        [road] road
        [city] city
        [monastery] monastery
       *[field] field
    }
# A scoring category as a column title of the final table and a line of /stats.
category-title = { $category ->
        [road] Roads
        [city] Cities
        [monastery] Monasteries
        [field] Fields
        [sheep] Sheep
        [castle] Castles
        [bazaar] Bazaars
        [gifts] Gifts
        [monuments] Monuments
       *[fame] Fame
    }
# A bot's playing level.
level-name = { $level ->
        [easy] easy
        [normal] normal
       *[hard] hard
    }
