# Terms: the names of the game's things, shared by every area (a feature, a scoring
# category, a bot's level). fr/terms.ftl holds the same ids. A thing a box may add (a
# feature, a category) is one message per engine's word, `<list>-<word>`: the base
# game's here, a box's in its file (the garden's in abbot.ftl), never a select on the
# word. An expansion's name (expansion-title-<word>) and its own things (a monument, a
# gift card) are in its file (monuments.ftl, gifts.ftl).

# A feature as a noun on its own, feature-name-<feature>: "road", "city"… Its grammar is
# its attributes, which the code hands every sentence naming a feature with its name
# (Lang::feature: $feature-name, $feature-place): .place, how a figure stands there (on a
# road, in anything else). fr/terms.ftl gives each a .gender too.
feature-name-road = road
    .place = on
feature-name-city = city
    .place = in
feature-name-monastery = monastery
    .place = in
feature-name-field = field
    .place = in
# The feature named in a sentence, by its name and grammar: "the road", "a road", "on the
# road", "in the city".
feature-the = the { $feature-name }
feature-a = a { $feature-name }
feature-on = { $feature-place ->
        [on] on
       *[in] in
    } { feature-the }
# A scoring category as a column title of the final table and a line of /stats,
# category-title-<category> (a box's categories are in its file).
category-title-road = Roads
category-title-city = Cities
category-title-monastery = Monasteries
category-title-field = Fields
# A bot's playing level.
level-name = { $level ->
        [easy] easy
        [normal] normal
       *[hard] hard
    }
