# The image: the header, the waiting tile's words, the bazaar, legends and the final table.
# fr/render.ftl holds the same ids.
